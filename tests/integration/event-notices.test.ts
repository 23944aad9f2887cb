// The events that notify someone (issue: notifications are made by real events): a booking made or
// changed by someone else, a venue's contact message, a job application, a message or a security
// report to the provider.
import { describe, expect, it } from "vitest";

import * as apply from "@/app/api/jobs/JobsApplications/route";
import * as contactForm from "@/app/api/support/contact-form/route";
import * as securityReport from "@/app/api/support/security-report/route";
import {
  DELETE as deleteBooking,
  PATCH as patchBooking,
} from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import * as submissions from "@/app/api/tenant/contact-submissions/route";
import { db } from "@/lib/db";

import { addMember, call, createUser, tokenFor, venue, visitorHeaders } from "./helpers";
import { applicationForm, createJob } from "./jobs-support";

const inbox = (userId: number) =>
  db.notification.findMany({ where: { userId }, orderBy: { id: "asc" } });

describe("notices of bookings", () => {
  it("tell the admins of a booking made by someone else, and its maker of others' changes", async () => {
    const v = await venue({ role: "Owner" });
    const staff = await createUser();
    await addMember(v.tenant.id, staff.id, "Staff");
    const staffToken = await tokenFor(staff.uuid, v.tenant.slug);
    const asStaff = { host: `${v.tenant.slug}.localhost`, token: staffToken };

    const made = await call(createBooking, {
      ...asStaff,
      body: {
        hall: v.hall.id,
        event_name: "Gala",
        start_time: "2031-07-01T18:00:00Z",
        end_time: "2031-07-01T22:00:00Z",
      },
    });
    expect(made.status).toBe(201);
    const id = String(made.body.id);
    expect(await inbox(v.user.id)).toMatchObject([
      {
        tenantId: v.tenant.id,
        message: "New booking: Gala.",
        relatedObjectInfo: { type: "booking", id: made.body.id, url: `/calendar?booking=${id}` },
      },
    ]);
    expect(await inbox(staff.id)).toEqual([]); // not told of what they did themselves

    // The maker changes their own booking: nobody is told. The owner changes it: the maker is.
    await call(patchBooking, { ...asStaff, method: "PATCH", params: { id }, body: { notes: "1" } });
    expect(await inbox(staff.id)).toEqual([]);
    await v.as(patchBooking, { method: "PATCH", params: { id }, body: { notes: "2" } });
    await v.as(deleteBooking, { method: "DELETE", params: { id } });
    expect(await inbox(staff.id)).toMatchObject([
      { level: "Info", message: "Your booking Gala was changed by someone else." },
      { level: "Warning", message: "Your booking Gala was deleted by someone else." },
    ]);
  });
});

describe("notices of messages and applications", () => {
  it("tell a venue's admins of a message from its site", async () => {
    const v = await venue();
    const sent = await call(submissions.POST, {
      host: `${v.tenant.slug}.localhost`,
      headers: visitorHeaders(),
      body: { name: "Grace", email: "grace@example.com", message: "Free in June?" },
    });
    expect(sent.status).toBe(201);
    expect(await inbox(v.user.id)).toMatchObject([
      { tenantId: v.tenant.id, message: "New message from Grace on your site." },
    ]);
  });

  it("tell the provider's staff of an application, a contact message and a security report", async () => {
    const staff = await createUser({ system: true });
    const job = await createJob({ title: "Chef" });
    const applied = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id),
    });
    expect(applied.status).toBe(201);
    const message = { name: "Sam", email: "sam@example.com", message: "Hello there" };
    const contact = await call(contactForm.POST, { headers: visitorHeaders(), body: message });
    expect(contact.status).toBe(201);
    const report = await call(securityReport.POST, { headers: visitorHeaders(), body: message });
    expect(report.status).toBe(201);
    const notices = await inbox(staff.id);
    expect(notices.map((n) => [n.tenantId, n.level, n.message])).toEqual([
      [null, "Info", "New application from Alex Morgan for Chef."],
      [null, "Info", "New contact message from Sam."],
      [null, "Warning", "New security report from Sam."],
    ]);
  });
});
