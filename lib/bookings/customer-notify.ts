// The customer's mail about their booking, sent after the change that calls for it has committed:
// a mail server that is slow or down never holds up, loses or rolls back a booking. Each send, or
// why it failed, is written to the booking's history (action "emailed").
import { getCustomization } from "@/lib/customization/customization";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { venueColors } from "@/lib/public-site/view";
import { tenantOrigin } from "@/lib/tenants/origins";

import { customerMail, type CustomerMailKind } from "./customer-mail";

type Wants = { status: string; customerEmail: string; emailCustomer: boolean; source: string };
type Placed = Wants & { hallId: number; startTime: Date; endTime: Date };

const wanted = (b: Wants) => b.emailCustomer && !!b.customerEmail;

/** The mail a new booking calls for: an enquiry's receipt, or a confirmation. */
export function newBookingMail(b: Wants): CustomerMailKind | null {
  if (!wanted(b)) return null;
  if (b.source === "public") return "received";
  return b.status === "confirmed" ? "confirmed" : null;
}

/**
 * The mail a change calls for, if any. A confirmation goes to every customer with an email; a
 * cancellation or a move of time or hall only once the booking was confirmed, or when the customer
 * asked for it on the public site (a tentative booking staff pencilled in is not news to them).
 */
export function changeMail(before: Placed, after: Placed): CustomerMailKind | null {
  if (!wanted(after)) return null;
  const known = after.source === "public" || before.status === "confirmed";
  if (after.status !== before.status) {
    if (after.status === "confirmed") return "confirmed";
    if (after.status === "cancelled") return known ? "cancelled" : null;
  }
  const moved =
    after.hallId !== before.hallId ||
    after.startTime.getTime() !== before.startTime.getTime() ||
    after.endTime.getTime() !== before.endTime.getTime();
  return moved && after.status !== "cancelled" && known ? "changed" : null;
}

/** The venue's public site, for the mail's link and the calendar entry's UID. */
function venueSite(slug: string) {
  const site = new URL(tenantOrigin(slug));
  const protocol: "http" | "https" = site.protocol === "https:" ? "https" : "http";
  return { host: site.host, protocol };
}

const pending = new Set<Promise<void>>();

/** For tests and shutdown: waits until every customer mail started so far is sent or logged. */
export async function customerMailSettled() {
  while (pending.size) await Promise.allSettled([...pending]);
}

/**
 * Sends booking `bookingId`'s customer the `kind` mail in the background, then records it (or the
 * failure) in the history as done by `actorId` (null: the system, such as the hold sweep).
 */
export function mailCustomer(
  tenantId: number,
  bookingId: number,
  kind: CustomerMailKind,
  actorId: number | null,
) {
  const job = sendAndRecord(tenantId, bookingId, kind, actorId)
    .catch((error: unknown) => log.error("Customer mail not recorded", { bookingId, error }))
    .finally(() => pending.delete(job));
  pending.add(job);
}

async function sendAndRecord(
  tenantId: number,
  bookingId: number,
  kind: CustomerMailKind,
  actorId: number | null,
) {
  const b = await db.booking.findFirst({
    where: { tenantId, id: bookingId },
    include: {
      hall: { select: { name: true } },
      tenant: {
        select: {
          name: true,
          slug: true,
          timezone: true,
          email: true,
          phone: true,
          address: true,
        },
      },
    },
  });
  if (!b?.customerEmail || !b.emailCustomer) return;
  // The band of the mail has the colour of the venue's public site.
  const { accent } = venueColors(await getCustomization({ tenantId }));
  const mail = customerMail(
    kind,
    { ...b, hallName: b.hall.name },
    { ...b.tenant, primaryColor: accent },
    venueSite(b.tenant.slug),
  );
  let outcome: string;
  try {
    await sendMail(mail);
    outcome = `Sent "${mail.subject}" to ${b.customerEmail}`;
  } catch (error) {
    log.warn("Customer mail failed", { bookingId, kind, error });
    const reason = error instanceof Error ? error.message : String(error);
    outcome = `Not sent "${mail.subject}" to ${b.customerEmail}: ${reason.slice(0, 300)}`;
  }
  await db.bookingChange.create({
    data: {
      tenantId,
      bookingId,
      userId: actorId,
      action: "emailed",
      eventName: b.eventName,
      changes: { email: [null, outcome] },
    },
  });
}
