// The demo venue's weekly class: a series of bookings written the way the API writes one (decision
// 083), so its dates that clash with the demo calendar are skipped and named on the series.
import { createBooking } from "@/lib/bookings/bookings";
import { bookingCreate } from "@/lib/bookings/schemas";
import { createSeries } from "@/lib/series/create";
import { findActiveTenantById } from "@/lib/tenants/queries";
import { addLocalDays, todayIn, zonedInstant } from "@/lib/time";

/**
 * Every Tuesday 19:00-21:00 in `hallId`, from four weeks ago for about half a year; the evening
 * three weeks ahead was booked first, so that date (and any other the calendar took) is skipped.
 */
export async function seedWeeklyClass(tenantId: number, ownerId: number, hallId: number) {
  const tenant = await findActiveTenantById(tenantId);
  if (!tenant) throw new Error(`The demo venue ${tenantId} is not active.`);
  const weeksAgo = addLocalDays(todayIn(tenant.timezone), -28);
  const tuesday = addLocalDays(weeksAgo, (9 - new Date(`${weeksAgo}T12:00:00Z`).getUTCDay()) % 7);
  const at = (time: string, date = tuesday) =>
    zonedInstant(date, time, tenant.timezone).toISOString();
  const dinner = addLocalDays(tuesday, 7 * 7);
  await createBooking({
    tenant,
    userId: ownerId,
    input: bookingCreate.parse({
      hall: hallId,
      event_name: "Anniversary Dinner – Patel",
      start_time: at("18:00", dinner),
      end_time: at("23:00", dinner),
      status: "confirmed",
      customer_name: "Raj Patel",
      customer_email: "raj.patel@example.com",
      price: "1400.00",
      email_customer: false,
    }),
  });
  const input = bookingCreate.parse({
    hall: hallId,
    event_name: "Salsa Class – Rivera",
    start_time: at("19:00"),
    end_time: at("21:00"),
    status: "confirmed",
    customer_name: "Lucia Rivera",
    customer_email: "lucia.rivera@example.com",
    customer_phone: "+1 555 0112",
    price: "180.00",
    notes: "Weekly class; the studio mirrors are stored behind the stage.",
    email_customer: false,
    recurrence: {
      freq: "weekly",
      by_weekday: ["TU"],
      until: addLocalDays(tuesday, 26 * 7),
    },
    on_clash: "skip",
  });
  const { recurrence } = input;
  if (!recurrence) throw new Error("The weekly class needs its rule.");
  await createSeries({ tenant, userId: ownerId, input: { ...input, recurrence } });
}
