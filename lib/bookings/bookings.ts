// Bookings: create, read, change and delete, with every rule of the venue applied here and the one
// that matters most (no two live bookings of a hall overlap) held by the database itself.
import { conflict, notFound } from "@/lib/core/errors";
import { JsonStream, JsonText } from "@/lib/core/json-text";
import { db, Prisma } from "@/lib/db";
import { markWriter } from "@/lib/live/writer";
import { HAS_PAYMENTS } from "@/lib/payments/schemas";
import type { TenantRef } from "@/lib/tenants/queries";
import { nextLocalDate, startOfLocalDay } from "@/lib/time";

import { placeNewBooking } from "./checks";
import { resolveDeposit } from "./deposit";
import { recordChange } from "./history";
import { insertBooking } from "./insert";
import { noticeOfBookingChange } from "./notices";
import { conditionalRead } from "./read-version";
import { allBookings, bookingsPage, likeEscaped, where } from "./reads";
import type { BookingCreate, BookingFilters } from "./schemas";
import { bookingSelect, serializeBooking, type BookingDto } from "./serialize";
import { skipSeriesDate } from "./series-dates";

type InTenant = { tenant: TenantRef };
/** `clientId`: the browser tab the write is made for (X-Client-Id), told its echo is its own */
type ByUser = InTenant & { userId: number; clientId?: string | null };

/** A booking of the tenant, or 404 (another tenant's booking is not found either). */
export async function findBookingOrThrow({ tenantId, id }: { tenantId: number; id: number }) {
  const row = await db.booking.findFirst({ where: { tenantId, id }, select: bookingSelect });
  if (!row) throw notFound();
  return row;
}

export async function getBooking({ tenant, id }: InTenant & { id: number }) {
  return serializeBooking(await findBookingOrThrow({ tenantId: tenant.id, id }));
}

/**
 * A new booking, placed and written in one walk down (./checks.ts placeNewBooking): most are one
 * statement, the insert checking the hall itself; the rest read the hall first and word the
 * refusal, in the order the fields are checked.
 */
export async function createBooking(
  request: ByUser & { input: BookingCreate; source?: "staff" | "api" },
) {
  const { tenant, userId, input, clientId = null, source } = request;
  const json = await placeNewBooking(tenant, input, (placed) => {
    const priced = { ...input, ...resolveDeposit(input, tenant, placed.start) };
    return insertBooking({
      tenantId: tenant.id,
      hallId: input.hall,
      ...placed,
      input: priced,
      userId,
      clientId,
      source,
    });
  });
  // Its insert queued the customer's mail, if it calls for one.
  return new JsonText<BookingDto>(json);
}

export async function deleteBooking(request: ByUser & { id: number }) {
  const { tenant, userId, id, clientId = null } = request;
  const current = await findBookingOrThrow({ tenantId: tenant.id, id });
  await db.$transaction(async (tx) => {
    await markWriter(tx, clientId);
    // Its money keeps its record: a booking with a ledger is cancelled, not deleted (decision 086).
    if (await tx.bookingPayment.count({ where: { tenantId: tenant.id, bookingId: id } }))
      throw conflict(HAS_PAYMENTS);
    await recordChange(tx, {
      tenantId: tenant.id,
      bookingId: id,
      userId,
      action: "deleted",
      eventName: current.eventName,
      before: serializeBooking(current),
      after: null,
    });
    await noticeOfBookingChange(tx, {
      tenantId: tenant.id,
      bookingId: id,
      actorId: userId,
      ownerId: current.createdById,
      action: "deleted",
      eventName: current.eventName,
    });
    if (current.seriesId !== null) await skipSeriesDate(tx, { tenantId: tenant.id, id }, true);
    await tx.booking.deleteMany({ where: { tenantId: tenant.id, id } });
  });
}

/** Which of the venue's bookings (`b`) the list's filters keep: the list's and the export's. */
export function listCondition(tenant: TenantRef, f: Omit<BookingFilters, "page" | "page_size">) {
  const q = f.q?.trim();
  const like = q ? `%${likeEscaped(q)}%` : null;
  const tz = tenant.timezone;
  return where([
    Prisma.sql`b.tenant_id = ${tenant.id}`,
    f.hall !== undefined && Prisma.sql`b.hall_id = ${f.hall}`,
    f.status !== undefined && Prisma.sql`b.status = ${f.status}::booking_status`,
    f.series !== undefined && Prisma.sql`b.series_id = ${f.series}`,
    f.start_date && Prisma.sql`b.start_time >= ${startOfLocalDay(f.start_date, tz)}`,
    f.end_date && Prisma.sql`b.start_time < ${startOfLocalDay(nextLocalDate(f.end_date), tz)}`,
    like &&
      Prisma.sql`(b.customer_name ILIKE ${like} OR b.customer_email ILIKE ${like}
        OR b.customer_phone LIKE ${like})`,
  ]);
}

/**
 * The tenant's bookings, filtered and ordered by start: all of them, or one page (`page`), with
 * its ETag, and a 304 when `headers` hold it (./read-version.ts).
 */
export async function listBookings({
  tenant,
  filters: f,
  headers = new Headers(),
}: InTenant & { filters: BookingFilters; headers?: Headers }) {
  const condition = listCondition(tenant, f);
  // Without a page, the spec's list: every match, in one array, streamed a piece at a time.
  if (f.page === undefined) return new JsonStream<BookingDto[]>(allBookings(condition));
  const { page, page_size } = f;
  const answer = await conditionalRead({ headers }, tenant, "list", f, async () => {
    const { count, results, versions } = await bookingsPage(tenant.id, condition, {
      offset: (page - 1) * page_size,
      limit: page_size,
    });
    const head = JSON.stringify({ count, page, page_size }).slice(0, -1);
    return { body: `${head},"results":[${results}]}`, versions };
  });
  if (answer instanceof Response) return answer;
  return new JsonText<BookingPage>(answer.body, { etag: answer.etag });
}
export type BookingPage = { count: number; page: number; page_size: number; results: BookingDto[] };
