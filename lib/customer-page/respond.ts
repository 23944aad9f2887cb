// The answers of the booking page's forms (decision 092): they work without JavaScript, so each
// answers 303 back to the page, saying what was done or what stood in the way. A link that opens
// nothing stays a 404, the same for every reason.
import { z } from "zod";

import { AppError, ValidationError } from "@/lib/core/errors";
import { requiredText } from "@/lib/core/schemas";

import { bookingPagePath, TOKEN } from "./links";
import { DONE_TEXTS, type Done } from "./words";

/** What stood in the way, by the `problem` the redirect names. */
export const PROBLEM_TEXTS = {
  changed: "This booking can no longer be changed here. Please contact the venue.",
  limit: "Too many requests from your network. Please try again in a few minutes.",
  message: "Write a message of at most 5,000 characters.",
} as const;
export type Problem = keyof typeof PROBLEM_TEXTS;

/** The message form as it comes: whatever it holds is read, and a bad one goes back to the page. */
export const messageForm = z.object({ message: z.unknown() });

/** The message form's field, checked as the venue's contact form checks a message. */
export const customerMessageInput = z.object({ message: requiredText(5000, { lines: true }) });

const back = (token: string, query: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `${bookingPagePath(token)}?${query}`, "cache-control": "no-store" },
  });

/**
 * Runs the page's action, and answers a form with the page: `done`, or the problem that stopped
 * it. A JSON request (an API client) gets the API's answers instead: 200 `{ detail }`, or the
 * error with its field errors.
 */
export async function answerWithPage(
  req: Request,
  token: string,
  done: Done,
  act: () => Promise<unknown>,
) {
  // Only a token's own characters are ever written into the Location.
  if (!TOKEN.test(token)) throw new AppError(404, "Not found.");
  const json = req.headers.get("content-type")?.includes("application/json");
  try {
    await act();
    return json ? { detail: DONE_TEXTS[done] } : back(token, `done=${done}`);
  } catch (error) {
    if (json) throw error;
    if (error instanceof ValidationError) return back(token, "problem=message");
    if (!(error instanceof AppError) || error.status === 404) throw error;
    const problem: Problem = error.status === 429 ? "limit" : "changed";
    return back(token, `problem=${problem}`);
  }
}
