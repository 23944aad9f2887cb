// Test data for the jobs API: provider staff, jobs, and resume files written byte by byte (a
// real one-page PDF, a DOCX, the header of a Word 97 file, a Windows executable).
import zlib from "node:zlib";

import * as apply from "@/app/api/jobs/JobsApplications/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { EMPTY_REQUIREMENTS } from "@/lib/jobs/schemas";

import { minimalPdf } from "../resume-files";
import { call, createUser, sessionCookie, tokenFor, venue, visitorHeaders } from "./helpers";

// Shared with the browser tests, which cannot import this file's database helpers.
export { minimalPdf, windowsExecutable } from "../resume-files";

/** A provider user (SYSTEM, staff) and a token for the provider's console. */
export async function providerStaffMember() {
  const user = await createUser({ system: true });
  return { user, token: await tokenFor(user.uuid, null) };
}

/**
 * Credentials that must not manage jobs or applicants, and the answer each gets: none (401); a
 * venue's token or its browser session on its own host (403: valid, but issued for a venue, which
 * no refresh changes; decision 066); a venue user's token for the console (403: not a provider
 * user).
 */
export async function outsiders() {
  const v = await venue();
  const forged = await signAccessToken({ sub: v.user.uuid, tenant: null });
  const cookie = await sessionCookie(v.user.uuid, v.tenant.slug);
  return [
    { who: "anonymous", o: {}, status: 401 },
    { who: "a venue's token", o: { token: v.token }, status: 403 },
    { who: "a venue's session", o: { cookie, host: `${v.tenant.slug}.localhost` }, status: 403 },
    { who: "a venue user on the console", o: { token: forged }, status: 403 },
  ];
}

let jobs = 0;
export async function createJob(data: { isActive?: boolean; title?: string } = {}) {
  jobs += 1;
  return db.job.create({
    data: {
      title: data.title ?? `Event Planner ${jobs}`,
      companyName: "HallBook",
      location: "Lisbon",
      isActive: data.isActive ?? true,
      requirements: { ...EMPTY_REQUIREMENTS, skills: ["Planning"] },
    },
  });
}

/** A zip archive of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a Word document that say what it is. */
export function minimalDocx(): Buffer {
  const main = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/' +
      'package/2006/content-types"><Override PartName="/word/document.xml" ' +
      `ContentType="${main}"/></Types>`,
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/' +
      'wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body>' +
      "</w:document>",
  });
}

/** The OLE compound file header that Word 97-2003 documents (and .xls, .msi) start with. */
export function oleHeader(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

let applicants = 0;
/** A new applicant's address, so each test reads only its own mail. */
export const newApplicantAddress = () => `applicant-${Date.now()}-${(applicants += 1)}@example.com`;

/** The application form as multipart, as the apply page sends it. */
export function applicationForm(
  jobId: number,
  resume: { bytes?: Buffer; name?: string; type?: string } | null = {},
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const values = {
    job_id: String(jobId),
    applicant_name: "Alex Morgan",
    // a new address each time: an address takes a few applications a day (lib/jobs/limits.ts)
    applicant_email: newApplicantAddress(),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (resume)
    form.append(
      "resume",
      new Blob([new Uint8Array(resume.bytes ?? minimalPdf())], {
        type: resume.type ?? "application/pdf",
      }),
      resume.name ?? "Alex Morgan CV.pdf",
    );
  return form;
}

/** A new job, and an application to it with `file` (a PDF by default). */
export async function applied(file: Parameters<typeof applicationForm>[1] = {}) {
  const job = await createJob();
  const to = newApplicantAddress();
  const res = await call(apply.POST, {
    headers: visitorHeaders(),
    body: applicationForm(job.id, file, { applicant_email: to }),
  });
  if (res.status !== 201) throw new Error(`apply answered ${res.status}`);
  return { job, to, application: res.body };
}
