// Two venues for the isolation matrix: A holds one object of every tenant-scoped kind, each
// carrying MARKER, and B is the outsider who asks for them.
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";

import { approvedGrant, createUser, tokenFor, venue } from "./helpers";

/** In the name or text of every object of A: no answer to B may contain it. */
export const MARKER = "zq-private-of-venue-a";

/** The kinds of tenant-scoped object a route's path can name. */
export type Kind =
  | "branch"
  | "hall"
  | "slot"
  | "booking"
  | "member"
  | "gallery"
  | "testimonial"
  | "ticket"
  | "attachment"
  | "notification"
  | "impersonation"
  | "feed"
  | "contact"
  | "series"
  | "payment";

export async function isolationWorld() {
  const a = await venue();
  const b = await venue();
  const tenantId = a.tenant.id;
  const staff = await createUser({ system: true });

  await db.branch.update({ where: { id: a.branch.id }, data: { name: `Branch ${MARKER}` } });
  await db.hall.update({ where: { id: a.hall.id }, data: { name: `Hall ${MARKER}` } });
  const slot = await db.slot.create({
    data: { tenantId, hallId: a.hall.id, name: MARKER, startTime: "09:00", endTime: "12:00" },
  });
  const marked = {
    tenantId,
    hallId: a.hall.id,
    branchId: a.branch.id,
    eventName: MARKER,
    customerName: MARKER,
  };
  const booking = await db.booking.create({
    data: {
      ...marked,
      startTime: new Date("2031-06-01T10:00:00Z"),
      endTime: new Date("2031-06-01T12:00:00Z"),
    },
  });
  await db.bookingChange.create({
    data: { tenantId, bookingId: booking.id, action: "created", eventName: MARKER },
  });
  const payment = await db.bookingPayment.create({
    data: {
      tenantId,
      bookingId: booking.id,
      kind: "payment",
      amount: "100",
      receivedOn: new Date("2031-05-01"),
      method: "cash",
      note: MARKER,
    },
  });
  const series = await db.bookingSeries.create({
    data: {
      tenantId,
      hallId: a.hall.id,
      rrule: "DTSTART;TZID=America/New_York:20310602T100000\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=1",
      timezone: "America/New_York",
      startDate: new Date("2031-06-02"),
      startTime: "10:00",
      durationMinutes: 60,
    },
  });
  await db.booking.create({
    data: {
      ...marked,
      startTime: new Date("2031-06-02T14:00:00Z"),
      endTime: new Date("2031-06-02T15:00:00Z"),
      seriesId: series.id,
      recurrenceDate: new Date("2031-06-02"),
    },
  });
  const member = await db.tenantUser.findFirstOrThrow({ where: { tenantId } });
  const gallery = await db.galleryItem.create({
    data: { tenantId, url: "/files/gallery/a.png", caption: MARKER },
  });
  const testimonial = await db.testimonial.create({
    data: { tenantId, message: MARKER, author: MARKER },
  });
  await db.contactSubmission.create({
    data: { tenantId, name: MARKER, email: "a@example.com", message: MARKER },
  });
  const ticket = await db.supportTicket.create({
    data: { tenantId, userId: a.user.id, subject: MARKER, description: MARKER },
  });
  const reply = await db.ticketReply.create({
    data: { tenantId, ticketId: ticket.id, authorId: a.user.id, message: MARKER },
  });
  const attachment = await db.ticketAttachment.create({
    data: {
      tenantId,
      replyId: reply.id,
      fileKey: "tickets/a.pdf",
      fileName: `${MARKER}.pdf`,
      mimeType: "application/pdf",
      size: 10,
    },
  });
  const notification = await db.notification.create({
    data: { tenantId, userId: a.user.id, message: MARKER },
  });
  const impersonation = await db.impersonationRequest.create({
    data: { tenantId, requesterId: staff.id, role: "Staff" },
  });

  const feed = await db.calendarFeed.create({
    data: {
      tenantId,
      hallId: a.hall.id,
      name: "Isolation",
      tokenHash: `hash-${MARKER}-${crypto.randomUUID()}`,
    },
  });

  const contact = await db.contactSubmission.create({
    data: { tenantId, name: MARKER, email: "visitor@example.com", message: MARKER },
  });

  const ids: Record<Kind, number> = {
    branch: a.branch.id,
    hall: a.hall.id,
    slot: slot.id,
    booking: booking.id,
    member: member.id,
    gallery: gallery.id,
    testimonial: testimonial.id,
    ticket: ticket.id,
    attachment: attachment.id,
    notification: notification.id,
    impersonation: impersonation.id,
    feed: feed.id,
    contact: contact.id,
    series: series.id,
    payment: payment.id,
  };
  return {
    a,
    b,
    ids,
    /** A's Admin signed in on the provider's host: a venue's user, not the provider's */
    aOutsideItsVenue: await tokenFor(a.user.uuid, null),
    /** provider staff who are not system users */
    staffOnly: await tokenFor((await createUser({ system: false, staff: true })).uuid, null),
    /** a provider user in A as its Owner, through an approved access request (impersonation) */
    aImpersonator: await impersonatorOf(tenantId, a.tenant.slug),
  };
}

/** A provider user's token for `slug`, opened through an approved Owner grant. */
async function impersonatorOf(tenantId: number, slug: string) {
  const user = await createUser({ system: true });
  const grant = await approvedGrant(tenantId, user.id, "Owner");
  return signAccessToken({ sub: user.uuid, tenant: slug, imp: grant.id });
}

/** Every row of the tenant, to compare before and after the outsider's attempts. */
export async function snapshotOf(tenantId: number) {
  const where = { where: { tenantId }, orderBy: { id: "asc" as const } };
  return {
    tenant: await db.tenant.findUnique({ where: { id: tenantId } }),
    branches: await db.branch.findMany(where),
    halls: await db.hall.findMany(where),
    slots: await db.slot.findMany(where),
    bookings: await db.booking.findMany(where),
    series: await db.bookingSeries.findMany(where),
    history: await db.bookingChange.findMany(where),
    payments: await db.bookingPayment.findMany(where),
    members: await db.tenantUser.findMany(where),
    customization: await db.customization.findUnique({ where: { tenantId } }),
    gallery: await db.galleryItem.findMany(where),
    testimonials: await db.testimonial.findMany(where),
    contact: await db.contactSubmission.findMany(where),
    tickets: await db.supportTicket.findMany(where),
    replies: await db.ticketReply.findMany(where),
    attachments: await db.ticketAttachment.findMany(where),
    feedback: await db.feedback.findMany(where),
    notifications: await db.notification.findMany(where),
    impersonation: await db.impersonationRequest.findMany(where),
    feeds: await db.calendarFeed.findMany(where),
  };
}
