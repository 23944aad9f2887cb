// A valid request for every write route that takes text, made against the isolation world: the
// hostile-input test changes one field of it at a time, so that the bad value is the only thing
// wrong with the request and would reach the database if nothing refused it. (Generated bodies
// alone almost never get that far: some other field is always wrong first.)
import crypto from "node:crypto";

import sharp from "sharp";

import { issueRefreshToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";

import { createUser, PASSWORD } from "./helpers";
import type { isolationWorld } from "./isolation-world";
import { createJob, minimalPdf } from "./jobs-support";

type World = Awaited<ReturnType<typeof isolationWorld>>;

export type ValidWrite = {
  body: Record<string, unknown>;
  /** the path's parameters (the world's own objects) */
  params?: Record<string, string>;
  /** sent as multipart with these files */
  files?: Record<string, File>;
  headers?: Record<string, string>;
  /** who sends it, when not the one the route's door suggests */
  as?: "provider";
  /** sent after the refused ones: it ends the caller's session (a new password) */
  last?: true;
};

/** The write routes that take no text at all (no body, ids, numbers, flags or files only). */
export const NO_TEXT = new Set([
  "POST notifications/[id]/mark_read",
  "POST notifications/mark_all_read",
  "POST tenant/contact-submissions/[id]/mark_read",
  "POST tenant/bookings/[id]/payments/[paymentId]/void",
  "PATCH public/tenants/[id]/disable",
  "PATCH public/tenants/[id]/enable",
  "POST tenant/calendar-feeds/[id]/regenerate",
  "POST tenant/customization/upload-banner",
  "POST tenant/customization/upload-logo",
  "POST sign-out-all",
  "POST public/booking-page/[token]/confirm",
  "POST public/booking-page/[token]/release",
  "POST tenant/bookings/[id]/links",
  "POST tenant/bookings/[id]/links/revoke",
]);

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;
const id = (value: number) => ({ id: String(value) });

async function application() {
  const job = await createJob();
  return db.jobApplication.create({
    data: { jobId: job.id, applicantName: "Alex Morgan", applicantEmail: "alex@example.com" },
  });
}

const job = () => ({
  title: "Banquet Manager",
  company_name: "HallBook",
  location: "Lisbon",
  salary: "40k",
  description: "Runs the floor.\nHires the team.",
  requirements: { about: "A venue company.", skills: ["Planning"], other: "Shifts\nweekends" },
});

const contact = async () => ({
  body: {
    name: "Hal Host",
    email: "hal@example.com",
    subject: "A question",
    message: "Hello,\nare you free?",
  },
});

const profile = {
  name: "Pat Profile",
  phone_number: "+1 555 0101",
  city: "Lisbon",
  country: "Portugal",
};

const hall = {
  name: "Loft",
  description: "Bright.\nQuiet.",
  address: "1 Main St",
  amenities: ["Stage"],
  features: ["Garden"],
  video_url: "https://video.example.com/loft",
  image_url: "https://img.example.com/loft.png",
  status: "active",
};

const booking = {
  event_name: "Gala",
  customer_name: "Ana Silva",
  customer_email: "ana@example.com",
  customer_phone: "+1 555 0100",
  description: "Dinner\nand dance",
  notes: "Vegetarian menu",
  booking_token: "ref-1",
  status: "tentative",
  addons: ["Catering"],
};

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
          .png()
          .toBuffer(),
      ),
    ],
    "photo.png",
    { type: "image/png" },
  );

export const VALID_WRITES: Record<string, (w: World) => Promise<ValidWrite>> = {
  "PATCH jobs/JobsApplications/[id]": async () => ({
    params: id((await application()).id),
    body: { status: "REVIEWING" },
  }),
  "POST jobs/JobsApplications/email": async () => ({
    body: {
      application_id: (await application()).id,
      subject: "Interview",
      custom_message: "Hello,\nsee you soon.",
    },
  }),
  "POST jobs/JobsApplications": async () => ({
    body: {
      job_id: String((await createJob()).id),
      applicant_name: "Alex Morgan",
      applicant_email: `alex-${unique()}@example.com`,
      phone_number: "+1 555 0100",
      address: JSON.stringify({ street: "1 Main St", city: "Lisbon" }),
      cover_letter: "Dear team,\nI apply.",
    },
    files: {
      resume: new File([new Uint8Array(minimalPdf())], "cv.pdf", { type: "application/pdf" }),
    },
  }),
  "PATCH jobs/ManageJobs/[id]": async () => ({ params: id((await createJob()).id), body: job() }),
  "POST jobs/ManageJobs": async () => ({ body: job() }),
  "POST management/impersonation": async (w) => ({
    as: "provider",
    body: { action: "request", tenant_name: w.a.tenant.slug, role: "Staff" },
  }),
  "POST password-change": async () => ({
    body: { old_password: PASSWORD, new_password: "Another#Pass1" },
    last: true,
  }),
  "POST password-reset": async (w) => ({ body: { email: w.a.user.email } }),
  "POST password-reset/confirm": async (w) => {
    const token = `reset-${unique()}`;
    await db.passwordResetToken.create({
      data: {
        userId: w.a.user.id,
        tokenHash: crypto.createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 600_000),
      },
    });
    return { body: { token, new_password: "Another#Pass1" }, last: true };
  },
  "PATCH profile": async () => ({
    body: { ...profile, job_title: "Support", internal_id: "P-1", notes: "Early\nshifts" },
  }),
  "PATCH public/feature-flags/[id]": async (w) => ({
    params: id((await db.featureFlag.create({ data: { name: `flag.${unique()}` } })).id),
    body: { description: "Lets venues\ntake enquiries", tenants: [w.a.tenant.slug] },
  }),
  "POST public/feature-flags": async (w) => ({
    body: {
      name: `flag.${unique()}`,
      description: "A flag\nof two lines",
      tenants: [w.a.tenant.slug],
    },
  }),
  "POST public/register": async () => {
    const slug = `nv${unique()}`;
    return {
      body: {
        name: "New Venue",
        slug,
        admin_email: `owner-${slug}@example.com`,
        admin_password: "Owner#12345",
        description: "A venue\nby the river",
        email: "hi@example.com",
        phone: "+1 555 0102",
        city: "Lisbon",
        website: "https://example.com",
        timezone: "Europe/Lisbon",
        primary_color: "#112233",
        owner_bio: "Olga\nruns it",
        meta: { plan: "standard", notes: ["a", { b: "c" }] },
      },
    };
  },
  "PATCH public/tenants/[id]": async (w) => ({
    params: id(w.a.tenant.id),
    body: {
      name: "Renamed Venue",
      about_text: "About\nus",
      notes: "Pays late",
      timezone: "America/New_York",
      meta: { plan: "gold" },
    },
  }),
  "POST public/enquiries": async (w) => ({
    body: {
      hall: w.a.hall.id,
      name: "Ana Silva",
      email: "ana@example.com",
      phone: "+1 555 0100",
      date: "2031-06-14",
      start_time: "18:00",
      end_time: "23:00",
      guests: 80,
      message: "Our wedding.\nThanks!",
    },
  }),
  // As an API client sends it (JSON): the answers are the API's, not the page's redirects.
  "POST public/booking-page/[token]/message": async (w) => {
    const token = crypto.randomBytes(24).toString("base64url");
    await db.bookingLink.create({
      data: {
        tenantId: w.a.tenant.id,
        bookingId: w.ids.booking,
        tokenHash: crypto.createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    return { params: { token }, body: { message: "Can we start later?\nThanks." } };
  },
  "POST support/contact-form": contact,
  "POST support/feedback": async () => ({ body: { rating: "4", comment: "Good.\nVery." } }),
  "POST support/security-report": async () => ({
    body: { name: "Rae Report", email: "rae@example.com", message: "Steps:\n1. Sign in." },
  }),
  "POST support/send-email": async () => {
    const message = await db.contactSubmission.create({
      data: { tenantId: null, name: "Hal", email: "hal@example.com", message: "Hi" },
    });
    return { body: { contact_form_id: message.id, message: "Thanks\nfor writing." } };
  },
  "POST support/tickets/[id]/feedback": async (w) => ({
    params: id(w.ids.ticket),
    body: { rating: "4" },
  }),
  "POST support/tickets/[id]/replies": async (w) => ({
    params: id(w.ids.ticket),
    body: { message: "More\ndetail." },
  }),
  "PATCH support/tickets/[id]": async (w) => ({
    params: id(w.ids.ticket),
    body: { status: "closed" },
  }),
  "POST support/tickets": async () => ({
    body: { subject: "Export", description: "Can we get\na spreadsheet?", priority: "high" },
  }),
  "POST tenant/calendar-feeds": async (w) => ({
    body: { hall: String(w.a.hall.id), include_customer: "true" },
  }),
  "PATCH tenant/calendar-feeds/[id]": async (w) => ({
    params: id(w.ids.feed),
    body: { include_customer: "true" },
  }),
  "PATCH tenant/booking-settings": async () => ({
    body: { default_hold_days: "7", public_enquiries: "true", max_public_holds_per_email: "3" },
  }),
  "POST tenant/bookings/[id]/payments": async (w) => ({
    params: id(w.ids.booking),
    body: {
      kind: "payment",
      amount: "25.50",
      received_on: "2031-05-03",
      method: "bank_transfer",
      reference: "TR-1",
      note: "Deposit",
    },
  }),
  "PATCH tenant/booking-series/[id]": async (w) => ({
    params: id(w.ids.series),
    body: { ...booking, booking_token: undefined, scope: "all", start_time: "11:00" },
  }),
  "POST tenant/booking-series/preview": async (w) => ({
    body: {
      ...booking,
      hall: String(w.a.hall.id),
      start_time: "2032-01-10T18:00",
      end_time: "2032-01-10T22:00",
      recurrence: { freq: "weekly", count: 3 },
    },
  }),
  "PATCH tenant/bookings/[id]": async (w) => ({ params: id(w.ids.booking), body: booking }),
  "POST tenant/bookings": async (w) => ({
    body: {
      ...booking,
      hall: String(w.a.hall.id),
      start_time: "2032-01-10T18:00",
      end_time: "2032-01-10T22:00",
      price: "10.50",
      hold_until: "2031-12-01T12:00:00Z",
    },
  }),
  "PATCH tenant/branches/[id]": async (w) => ({
    params: id(w.ids.branch),
    body: { name: "Annex", city: "Hoboken", address: "2 River Rd" },
  }),
  "POST tenant/branches": async () => ({
    body: { name: "Annex", city: "Hoboken", address: "2 River Rd" },
  }),
  "POST tenant/contact-submissions": contact,
  "PUT tenant/customization": async () => ({
    body: {
      site_name: "Riverside",
      subtitle: "By the water",
      seo_title: "Riverside halls",
      about_title: "About",
      about_text: "Family run.\nSince 1990.",
      features: [{ title: "Parking", description: "Free\nall day" }],
      contact_button_text: "Write",
      contact_button_link: "#contact",
      logo_url: "https://img.example.com/logo.png",
      lang: "en",
      primary_hex_color: "#112233",
    },
  }),
  "PATCH tenant/gallery/[id]": async (w) => ({
    params: id(w.ids.gallery),
    body: { caption: "The terrace", url: "https://img.example.com/terrace.png" },
  }),
  "POST tenant/gallery": async () => ({
    body: { caption: "The terrace", url: "https://img.example.com/terrace.png" },
  }),
  "POST tenant/gallery/upload": async () => ({
    body: { caption: "The terrace" },
    files: { image: await png() },
  }),
  "PATCH tenant/halls/[id]": async (w) => ({ params: id(w.ids.hall), body: hall }),
  "POST tenant/halls": async (w) => ({
    body: { ...hall, branch: String(w.a.branch.id), capacity: "50" },
  }),
  "POST tenant/password-change": async () => ({
    body: { old_password: PASSWORD, new_password: "Another#Pass1" },
    last: true,
  }),
  "POST tenant/invitation": async (w) => {
    const user = await createUser();
    await db.tenantUser.create({
      data: {
        tenantId: w.a.tenant.id,
        userId: user.id,
        role: "Staff",
        status: "pending",
        acceptedAt: null,
      },
    });
    return { body: { email: user.email, password: PASSWORD, answer: "accept" } };
  },
  "PATCH tenant/slots/[id]": async (w) => ({
    params: id(w.ids.slot),
    body: { name: "Afternoon", start_time: "13:00", end_time: "15:00" },
  }),
  "POST tenant/slots": async (w) => ({
    body: { hall: String(w.a.hall.id), name: "Afternoon", start_time: "13:00", end_time: "15:00" },
  }),
  "PATCH tenant/testimonials/[id]": async (w) => ({
    params: id(w.ids.testimonial),
    body: { message: "Lovely.\nWould book again.", author: "Priya S." },
  }),
  "POST tenant/testimonials": async () => ({
    body: { message: "Lovely.\nWould book again.", author: "Priya S." },
  }),
  "PATCH tenant/user-details/[id]": async (w) => {
    const user = await createUser();
    const member = await db.tenantUser.create({
      data: { tenantId: w.a.tenant.id, userId: user.id, role: "Staff" },
    });
    return {
      params: id(member.id),
      body: {
        tenant_specific_phone: "+1 555 0103",
        internal_id: "S-1",
        job_title: "Catering",
        role: "Manager",
        status: "active",
      },
    };
  },
  "PATCH tenant/user-details/me": async () => ({
    body: { ...profile, tenant_specific_phone: "+1 555 0104" },
  }),
  "POST tenant/user-details": async () => ({
    body: {
      tenant_specific_email: `new-${unique()}@example.com`,
      name: "Nora New",
      tenant_specific_phone: "+1 555 0105",
      internal_id: "N-1",
      job_title: "Catering",
      role: "Staff",
      status: "active",
    },
  }),
  "POST token/refresh": async (w) => ({
    body: {
      refresh: await issueRefreshToken({
        userId: w.a.user.id,
        tenantId: w.a.tenant.id,
        sessionVersion: (await db.user.findUniqueOrThrow({ where: { id: w.a.user.id } }))
          .sessionVersion,
      }),
    },
  }),
  "POST token": async (w) => ({
    body: { email: w.a.user.email, password: PASSWORD },
    headers: { "x-tenant": w.a.tenant.slug },
  }),
};
