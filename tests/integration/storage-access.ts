// The access rules of each kind of file, through the real route handlers, whatever the backend:
// public images at /api/files (whole or by range), résumés and ticket attachments never there,
// only through their own routes, to those who may see them.
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";

import * as files from "@/app/api/files/[...key]/route";
import * as resume from "@/app/api/jobs/JobsApplications/[id]/resume/route";
import * as attachment from "@/app/api/support/tickets/[id]/attachments/[attachmentId]/route";
import * as replies from "@/app/api/support/tickets/[id]/replies/route";
import * as tickets from "@/app/api/support/tickets/route";
import * as uploadLogo from "@/app/api/tenant/customization/upload-logo/route";
import { db } from "@/lib/db";
import { fileStorage } from "@/lib/storage";

import { call, venue } from "./helpers";
import { applied, minimalPdf, providerStaffMember } from "./jobs-support";
import type { Backend } from "./storage-suite";

/** GET /api/files/{key}, with `headers`. */
const publicFile = (key: string, headers: Record<string, string> = {}) =>
  call(files.GET, { path: `/api/files/${key}`, params: { key }, headers });

async function png() {
  const pixels = { width: 64, height: 48, channels: 3 as const, background: "#4a7" };
  return sharp({ create: pixels }).png().toBuffer();
}

export function accessRules(backend: Backend) {
  let staff: Awaited<ReturnType<typeof providerStaffMember>>;
  beforeAll(async () => {
    staff = await providerStaffMember();
  });

  it("serves a public image at /api/files, whole and by one range", async () => {
    const v = await venue();
    const form = new FormData();
    form.append("logo", new Blob([new Uint8Array(await png())], { type: "image/png" }), "l.png");
    const uploaded = await v.as(uploadLogo.POST, { body: form });
    expect(uploaded.status).toBe(200);
    const key = (uploaded.body.logo_url ?? "").replace("/api/files/", "");
    expect(await backend.holds(key)).toBe(true);
    const stored = (await fileStorage().get(key))!.bytes;

    const whole = await publicFile(key);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/webp");
    expect(whole.headers.get("content-length")).toBe(String(stored.length));
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.bytes.equals(stored)).toBe(true);

    const part = await publicFile(key, { range: "bytes=10-29" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-29/${stored.length}`);
    expect(part.bytes.equals(stored.subarray(10, 30))).toBe(true);
    // If-Range names a version this route gives no validator for: the whole file.
    const ifRange = await publicFile(key, { range: "bytes=10-29", "if-range": '"x"' });
    expect(ifRange.status).toBe(200);
    expect(ifRange.bytes.equals(stored)).toBe(true);
    const past = await publicFile(key, { range: `bytes=${stored.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${stored.length}`);
    // Not cached for a year as the file is; and a start past any file a backend holds is no 400.
    expect(past.headers.get("cache-control")).toBe("no-store");
    const huge = await publicFile(key, { range: "bytes=562949953421312-" });
    expect(huge.status).toBe(416);
    const missing = await publicFile(key.replace(/[0-9a-f]{8}/, "00000000"));
    expect(missing.status).toBe(404);
  });

  it("never serves a résumé at /api/files; its own route gives it to provider staff", async () => {
    const { application } = await applied();
    const row = await db.jobApplication.findUniqueOrThrow({ where: { id: application.id } });
    const key = row.resumeKey!;
    expect(key).toMatch(/^private\/resumes\//);
    expect(await backend.holds(key)).toBe(true);
    expect((await publicFile(key)).status).toBe(404);
    expect((await publicFile(key, { range: "bytes=0-9" })).status).toBe(404);

    const params = { id: String(application.id) };
    const mine = await call(resume.GET, { token: staff.token, params });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.bytes.equals(minimalPdf())).toBe(true);
    const v = await venue();
    expect((await v.as(resume.GET, { params })).status).toBe(403);
    expect((await call(resume.GET, { params })).status).toBe(401);
  });

  it("serves a ticket attachment to its venue and staff; another venue gets 404", async () => {
    const v = await venue();
    const ticket = await v.as(tickets.POST, { body: { subject: "Invoice", description: "See." } });
    const form = new FormData();
    form.set("message", "Attached");
    form.append("attachments", new File([new Uint8Array(minimalPdf())], "invoice.pdf"));
    const reply = await v.as(replies.POST, { params: { id: String(ticket.body.id) }, body: form });
    expect(reply.status).toBe(201);
    const [file] = reply.body.attachments;
    const row = await db.ticketAttachment.findUniqueOrThrow({ where: { id: file.id } });
    expect(row.fileKey).toMatch(/^private\/tickets\//);
    expect(await backend.holds(row.fileKey)).toBe(true);
    expect((await publicFile(row.fileKey)).status).toBe(404);

    const params = { id: String(ticket.body.id), attachmentId: String(file.id) };
    const mine = await v.as(attachment.GET, { params });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-length")).toBe(String(minimalPdf().length));
    expect(mine.bytes.equals(minimalPdf())).toBe(true);
    const staffs = await call(attachment.GET, { token: staff.token, params });
    expect(staffs.status).toBe(200);
    const other = await venue();
    const theirs = await other.as(attachment.GET, { params });
    expect(theirs.status).toBe(404);
    expect(theirs.bytes.includes(minimalPdf())).toBe(false);
  });
}
