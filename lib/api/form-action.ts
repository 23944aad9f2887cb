// The body of a form's server action: the route's own zod schema, then the same lib function as
// the route, with the client's address for the rate limits. Errors become the form's answer: field
// errors, a refusal in the server's words (AppError: 429 and the like), or a logged failure.
import { headers } from "next/headers";
import type { z } from "zod";

import { log } from "@/lib/log";

import { AppError, fieldErrorsOf } from "./errors";
import type { FormAnswer } from "./form-answer";
import { clientIp } from "./request";

export async function answerForm<V extends Record<string, string>, S extends z.ZodType>(
  previous: FormAnswer<V>,
  values: V,
  schema: S,
  save: (input: z.output<S>, ip: string | null) => Promise<unknown>,
): Promise<FormAnswer<V>> {
  const round = previous.round + 1;
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return { status: "invalid", errors: fieldErrorsOf(parsed.error), values, round };
  try {
    await save(parsed.data, clientIp(await headers()));
    const empty = Object.fromEntries(Object.keys(values).map((k) => [k, ""])) as V;
    return { status: "sent", errors: {}, values: empty, round };
  } catch (error) {
    if (error instanceof AppError) {
      const failure = { status: error.status, detail: error.detail };
      return { status: "failed", errors: {}, failure, values, round };
    }
    log.error("Form not saved", { error });
    return { status: "failed", errors: {}, values, round };
  }
}
