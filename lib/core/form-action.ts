// The body of a form's server action: the route's own zod schema, then the same lib function as
// the route, with the client's address for the rate limits. Errors become the form's answer: field
// errors, a refusal in the server's words (AppError: 429 and the like), or a logged failure.
// A server action's arguments come from the request as the client wrote them: a previous state or
// a form that is not one is refused with a 404 (Next.js's notFound()), never a 500. What Next.js
// reads before the action runs (the Origin, the body's size, the action's JSON) the proxy checks
// (lib/security/page-posts.ts).
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { z } from "zod";

import { log } from "@/lib/log";

import { AppError, fieldErrorsOf } from "./errors";
import { formValues, type FormAnswer } from "./form-answer";
import { clientIp } from "./request";

/** What an answer must have for the next one: its round. */
const previousAnswer = z.looseObject({ round: z.number().int().min(0).max(1_000_000_000) });

export async function answerForm<K extends string, S extends z.ZodType>(
  previous: unknown,
  form: unknown,
  fields: readonly K[],
  schema: S,
  save: (input: z.output<S>, ip: string | null) => Promise<unknown>,
): Promise<FormAnswer<Record<K, string>>> {
  const known = previousAnswer.safeParse(previous);
  if (!known.success || !(form instanceof FormData)) notFound();
  const round = known.data.round + 1;
  const values = formValues(form, fields);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return { status: "invalid", errors: fieldErrorsOf(parsed.error), values, round };
  try {
    await save(parsed.data, clientIp(await headers()));
    const empty = Object.fromEntries(fields.map((k) => [k, ""])) as Record<K, string>;
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
