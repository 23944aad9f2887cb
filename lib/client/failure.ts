// What a failed request says to a person: the spec's fixed sentence first, then, when the server
// refused the request with a reason, that reason ('Failed to delete job. Not found.'). A network
// failure or a server error keeps the sentence alone: a retry may fix those, and the server's
// 'Internal server error.' tells a person nothing more.
import { ApiError, fieldErrorMap, serverDetail } from "./api";

type Where = {
  /** the caller shows the server's field errors at their fields (a form): leave them out */
  atFields?: boolean;
};

/**
 * Why the server refused a request (a 4xx answer), in its words: its `detail`; else, where no
 * field shows them, its field errors joined with '; '. Undefined for anything else.
 */
export function refusalReason(
  error: unknown,
  { atFields = false }: Where = {},
): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const detail = serverDetail(error);
  if (detail || atFields) return detail;
  const fields = Object.values(fieldErrorMap(error));
  return fields.length ? fields.join("; ") : undefined;
}

/** `sentence`, then the server's reason for refusing, when it gave one the sentence lacks. */
export function withReason(sentence: string, error: unknown, where: Where = {}): string {
  const reason = refusalReason(error, where);
  return reason && !sentence.includes(reason) ? `${sentence} ${reason}` : sentence;
}
