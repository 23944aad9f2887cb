// What a POST to a page must be before Next.js reads it. The only POSTs pages take are server
// actions (the public forms, with or without JavaScript), and Next.js answers 500 to a foreign
// Origin, a body over its limit and malformed action data, all before the action runs. So the
// proxy refuses them first, with the 4xx each is: 403, 411 or 413, and 400. Action data is React's
// reply: JSON rows whose strings may refer to other rows ("$Q7": a Map in row 7). A reference to
// a row that is not there fails while Next.js decodes it (500), and the forms' actions take only a
// state of plain JSON and a FormData, so only the references those need are let through, and only
// to rows the body has. React decodes each row with a recursive JSON.parse reviver, so a row may
// nest only as deep as MOST_DEPTH.
import { JSON_BODY_LIMIT } from "@/lib/core/body";

import { actionFormFields } from "./action-form";
import { isSameOrigin } from "./same-origin";

/**
 * A numbered row of React's reply: "7" of a fetch action, or "$ACTION_1:7" of a form's bound
 * action; its references count rows of the same prefix.
 */
const ROW = /^(\$ACTION_\d+:)?(\d+)$/;
/** React refuses an action called with more arguments, or bound to more (a 500). */
const MOST_ARGUMENTS = 1000;
/**
 * How deep a row's JSON may nest. The forms send 4 (the arguments, the state, its errors, a
 * field's messages); React's reviver recurses once a level and overflows the stack at some
 * thousands (50,000 was a 500). 32 leaves the forms room to grow and is far from any stack.
 */
export const MOST_DEPTH = 32;

const refusal = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * The references our forms' actions are sent: a FormData ($K), a later row ($@, its number in
 * hex), text that starts with $ ($$) and undefined ($u). Anything else starting with $ is refused.
 */
const SENT_REFERENCE = /^\$(\$|K[0-9a-f]+$|@([0-9a-f]+)$|u$)/;

type Rows = Map<string, string>;

/**
 * Whether row `name` of `rows` is JSON whose strings hold no reference our forms' actions are not
 * sent, each `$@n` naming a row that the body has after this one (React numbers the rows it
 * outlines upwards; a row that never comes, or one that waits on itself, is a 500), and whose
 * lists of arguments are no longer than React takes.
 */
function isActionRow(rows: Rows, name: string): boolean {
  const [, prefix = "", number] = ROW.exec(name)!;
  let value: unknown;
  try {
    value = JSON.parse(rows.get(name)!);
  } catch {
    return false;
  }
  if (Array.isArray(value) && value.length > MOST_ARGUMENTS) return false;
  // Walked with a stack, not recursion: a body may nest 100,000 deep.
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === "string" && v.startsWith("$")) {
      const reference = SENT_REFERENCE.exec(v);
      if (!reference) return false;
      if (reference[2] !== undefined) {
        const row = parseInt(reference[2], 16);
        if (!(row > Number(number)) || !rows.has(`${prefix}${row}`)) return false;
      }
    }
    if (v && typeof v === "object") {
      if (depth > MOST_DEPTH) return false;
      for (const inner of Object.values(v)) stack.push([inner, depth + 1]);
    }
  }
  return true;
}

/** Whether every row is action JSON; a fetch action's row 0, its arguments, must be a list. */
function isActionReply(rows: Rows, fetchAction: boolean): boolean {
  if (fetchAction && !/^\s*\[/.test(rows.get("0") ?? "")) return false;
  for (const name of rows.keys()) if (!isActionRow(rows, name)) return false;
  return true;
}

/** The refusal of a POST (or another unsafe method) to a page, or null when it may go on. */
export async function refusePagePost(request: Request, https: boolean): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS")
    return null;
  const origin = request.headers.get("origin");
  if (origin !== null && !isSameOrigin(origin, request.headers.get("host"), https))
    return refusal(403, "Cross-site request refused.");
  const length = request.headers.get("content-length");
  if (length === null || !/^\d+$/.test(length)) return refusal(411, "Length required.");
  if (Number(length) > JSON_BODY_LIMIT) return refusal(413, "The request body is too large.");

  const type = request.headers.get("content-type") ?? "";
  const action = request.headers.has("next-action");
  const rows: Rows = new Map();
  if (type.includes("multipart/form-data")) {
    // A fetch action's body as busboy reads it (our forms send it no file), a form's as FormData.
    const form = action
      ? await actionFormFields(request, type, JSON_BODY_LIMIT)
      : await request
          .clone()
          .formData()
          .then((data) => ({ fields: [...data], files: false }))
          .catch(() => null);
    if (!form || form.files) return refusal(400, "Malformed form body.");
    // React reads the first of a name, as FormData.get does.
    for (const [name, value] of form.fields)
      if (typeof value === "string" && ROW.test(name) && !rows.has(name)) rows.set(name, value);
  } else if (action) {
    rows.set("0", await request.clone().text());
  }
  if ((action || rows.size) && !isActionReply(rows, action))
    return refusal(400, "Malformed action data.");
  return null;
}
