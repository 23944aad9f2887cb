// The public forms' server actions (the contact forms and the security report, which post without
// JavaScript too): a NUL or another control character in any field is a field error, never a
// failure; a malformed previous state or form is refused (404), never a 500. What reaches them over
// HTTP before they run (a foreign Origin, a body over the limit, malformed action JSON) is the
// proxy's: tests/integration/page-posts.test.ts and e2e/server-actions.spec.ts.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { INITIAL_CONTACT } from "@/lib/contact/form";
import { CONTROL_CHARACTERS } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { TENANT_HEADER } from "@/lib/tenants/headers";

import { venue } from "./helpers";

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));
const { sendContactMessage } = await import("@/lib/contact/actions");
const { sendProviderContactMessage, sendSecurityReport } = await import("@/lib/support/actions");

type Action = (previous: never, form: FormData) => Promise<{ status: string; errors: object }>;

const ACTIONS: [string, Action, Record<string, string>][] = [
  [
    "a venue's contact form",
    sendContactMessage as Action,
    { name: "Hal Host", email: "hal@example.com", subject: "Hi", message: "Hello,\nthere" },
  ],
  [
    "the provider's contact form",
    sendProviderContactMessage as Action,
    { name: "Hal Host", email: "hal@example.com", subject: "Hi", message: "Hello,\nthere" },
  ],
  [
    "the security report",
    sendSecurityReport as Action,
    { name: "Rae Report", email: "rae@example.com", message: "Steps:\n1. Sign in." },
  ],
];

const formOf = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

const CONTROLS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))
  .filter((c) => !"\t\n\r".includes(c))
  .concat("\u007f");

let tenantId = 0;
beforeEach(async () => {
  const { tenant } = await venue();
  tenantId = tenant.id;
  // a client address of this test's own: the forms are limited per address
  requestHeaders.current = new Headers({
    [TENANT_HEADER]: tenant.slug,
    "x-forwarded-for": `10.77.${tenantId % 250}.${Math.floor(Math.random() * 250)}`,
  });
});

describe.each(ACTIONS)("%s", (_, action, fields) => {
  it("refuses each control character in each field as that field's error", async () => {
    const before = await db.contactSubmission.count();
    for (const field of Object.keys(fields))
      for (const c of CONTROLS) {
        const state = await action(
          INITIAL_CONTACT as never,
          formOf({ ...fields, [field]: `a${c}b` }),
        );
        expect(state.status, `U+${c.charCodeAt(0)} in ${field}`).toBe("invalid");
        expect(state.errors, `U+${c.charCodeAt(0)} in ${field}`).toMatchObject({
          [field]: [CONTROL_CHARACTERS],
        });
      }
    expect(await db.contactSubmission.count()).toBe(before);
  });

  it("takes the form as a browser posts it, line ends as CRLF", async () => {
    const posted = { ...fields, message: fields.message!.replace(/\n/g, "\r\n") };
    expect((await action(INITIAL_CONTACT as never, formOf(posted))).status).toBe("sent");
  });

  it.each([
    ["no previous state", undefined, true],
    ["a previous state of null", null, true],
    ["a previous state that is text", "x", true],
    ["a previous state without its round", { status: "idle" }, true],
    ["a previous state with a round of text", { ...INITIAL_CONTACT, round: "1" }, true],
    ["no form", INITIAL_CONTACT, false],
  ])("refuses %s with a 404, not a 500", async (_case, previous, withForm) => {
    const form = withForm ? formOf(fields) : (null as unknown as FormData);
    const refused = await action(previous as never, form).then(
      () => null,
      (error: { digest?: string }) => error.digest,
    );
    expect(refused).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});
