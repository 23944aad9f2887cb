// What a POST to a page must be before Next.js reads it. The only POSTs pages take are server
// actions (the public forms, with or without JavaScript), and Next.js answers 500 to a foreign
// Origin, a body over its limit and malformed action data, all before the action runs. So the
// proxy refuses them first, with the 4xx each is: 403, 411 or 413, and 400. Action data is React's
// reply: JSON rows whose strings may refer to other rows ("$Q7": a Map in row 7). A reference to
// a row that is not there fails while Next.js decodes it (500), and the forms' actions take only a
// state of plain JSON and a FormData, so only the references those need are let through.
import { JSON_BODY_LIMIT } from "@/lib/api/body";

/** A numbered row of React's reply (a fetch action) or of a form's bound action: JSON text. */
const JSON_FIELD = /^(\d+|\$ACTION_\d+:\d+)$/;

const refusal = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * The references our forms' actions are sent: a FormData ($K), the bound state ($@), text that
 * starts with $ ($$) and undefined ($u). Anything else starting with $ is refused.
 */
const SENT_REFERENCE = /^\$(\$|K[0-9a-f]+$|@[0-9a-f]+$|u$)/;

/** JSON whose strings hold no reference our forms' actions are not sent. */
function isActionJson(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  // Walked with a stack, not recursion: a body may nest 100,000 deep.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string" && v.startsWith("$") && !SENT_REFERENCE.test(v)) return false;
    if (v && typeof v === "object") for (const inner of Object.values(v)) stack.push(inner);
  }
  return true;
}

function sameHost(origin: string, host: string | null): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The refusal of a POST (or another unsafe method) to a page, or null when it may go on. */
export async function refusePagePost(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS")
    return null;
  const origin = request.headers.get("origin");
  if (origin !== null && !sameHost(origin, request.headers.get("host")))
    return refusal(403, "Cross-site request refused.");
  const length = request.headers.get("content-length");
  if (length === null || !/^\d+$/.test(length)) return refusal(411, "Length required.");
  if (Number(length) > JSON_BODY_LIMIT) return refusal(413, "The request body is too large.");

  const type = request.headers.get("content-type") ?? "";
  const action = request.headers.has("next-action");
  if (type.includes("multipart/form-data")) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return refusal(400, "Malformed form body.");
    for (const [name, value] of form)
      if (typeof value === "string" && JSON_FIELD.test(name) && !isActionJson(value))
        return refusal(400, "Malformed action data.");
  } else if (action && !isActionJson(await request.clone().text())) {
    return refusal(400, "Malformed action data.");
  }
  return null;
}
