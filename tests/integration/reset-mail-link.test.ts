// The forgotten-password mail: its HTML part makes the link a link (a mail client need not guess
// it), its text part keeps the address as it is. Both carry the one link.
import fs from "node:fs";
import path from "node:path";

import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import { POST as ask } from "@/app/api/password-reset/route";
import { outboxDir } from "@/lib/mail";
import { mailLaterSettled } from "@/lib/mail/later";

import { call, venue, visitorHeaders } from "./helpers";

async function newestMailTo(to: string) {
  await mailLaterSettled();
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const f of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, f)));
    if (JSON.stringify(mail.to).includes(to)) return mail;
  }
  throw new Error(`no mail to ${to}`);
}

describe("the password reset mail", () => {
  it("links its address in HTML and keeps it as text in the text part", async () => {
    const v = await venue();
    const res = await call(ask, {
      host: `${v.tenant.slug}.localhost`,
      headers: visitorHeaders(),
      body: { email: v.user.email },
    });
    expect(res.status).toBe(200);
    const mail = await newestMailTo(v.user.email);
    const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeDefined();
    expect(mail.text).toContain(`\n${link}\n`);
    const html = String(mail.html);
    expect(html).toContain(`<a href="${link}">${link}</a>`);
  });
});
