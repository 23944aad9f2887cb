// Who hears of a booking change made by someone else: the venue's Owners and Admins of a new
// booking (told by the insert's own statement, ./insert.ts, through venueAdminsSql), and the
// booking's creator when another person changes or deletes it (here, in the change's own
// transaction: lib/notifications/notify.ts).
import type { Prisma } from "@/lib/db";
import type { BookingAction } from "@/lib/generated/prisma/enums";
import { notifyUsers } from "@/lib/notifications/notify";

/** What the venue's Owners and Admins are told of a booking someone else made. */
export const newBookingMessage = (eventName: string) => `New booking: ${eventName}.`;
/** Where a notice about a booking leads: the calendar, with the booking open. */
export const bookingUrl = (bookingId: number | string) => `/calendar?booking=${bookingId}`;

export async function noticeOfBookingChange(
  tx: Prisma.TransactionClient,
  change: {
    tenantId: number;
    bookingId: number;
    /** who made the change (never told of it) */
    actorId: number | null;
    /** who created the booking */
    ownerId: number | null;
    action: Extract<BookingAction, "updated" | "deleted">;
    eventName: string;
  },
) {
  const { tenantId, bookingId, actorId, ownerId, action, eventName } = change;
  const related = {
    type: "booking",
    id: bookingId,
    ...(action === "deleted" ? {} : { url: bookingUrl(bookingId) }),
  };
  if (!ownerId) return 0;
  const verb = action === "deleted" ? "deleted" : "changed";
  return notifyUsers(
    {
      userIds: [ownerId],
      tenantId,
      except: actorId,
      level: action === "deleted" ? "Warning" : "Info",
      message: `Your booking ${eventName} was ${verb} by someone else.`,
      related,
    },
    tx,
  );
}
