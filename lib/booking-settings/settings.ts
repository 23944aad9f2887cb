// A venue's booking settings: read by every staff member (the booking form uses the hold), changed
// by its Owners and Admins. Public enquiries are taken only when the venue wants them and the
// provider's feature flag `public_enquiries` allows them
// (docs/decisions/039-holds-and-customer-mail.md).
import { cache } from "react";

import { db } from "@/lib/db";
import { isFeatureEnabled } from "@/lib/flags/enabled";
import { firstDayOf } from "@/lib/locale";
import { refuseCurrencyChange } from "@/lib/money/currency-lock";

import type { BookingSettingsPatch } from "./schemas";

const select = {
  defaultHoldDays: true,
  publicEnquiries: true,
  maxPublicHoldsPerEmail: true,
  maxPublicHolds: true,
  maxEnquiryHours: true,
  minNoticeHours: true,
  weekStart: true,
  timezone: true,
  maxSeriesOccurrences: true,
  maxSeriesMonths: true,
  currency: true,
  locale: true,
  depositPercent: true,
  depositDueDays: true,
  balanceDueDays: true,
  reminderDays: true,
  customerSelfConfirm: true,
  openHoursPerDay: true,
} as const;

/** The settings' one shape, with whether the provider lets the venue take enquiries at all. */
export async function getBookingSettings({ tenantId }: { tenantId: number }) {
  const settings = await enquirySettings(tenantId);
  return {
    default_hold_days: settings.defaultHoldDays,
    public_enquiries: settings.publicEnquiries,
    max_public_holds_per_email: settings.maxPublicHoldsPerEmail,
    max_public_holds: settings.maxPublicHolds,
    max_enquiry_hours: settings.maxEnquiryHours,
    min_notice_hours: settings.minNoticeHours,
    /** the first day of the week: the venue's choice, else its locale's (decision 095) */
    week_start: settings.firstDay,
    max_series_occurrences: settings.maxSeriesOccurrences,
    max_series_months: settings.maxSeriesMonths,
    currency: settings.currency,
    locale: settings.locale,
    deposit_percent: settings.depositPercent,
    deposit_due_days: settings.depositDueDays,
    balance_due_days: settings.balanceDueDays,
    reminder_days: settings.reminderDays,
    customer_self_confirm: settings.customerSelfConfirm,
    open_hours_per_day: settings.openHoursPerDay,
    /** false when the provider has switched enquiries off for this venue */
    public_enquiries_allowed: settings.allowed,
  };
}
export type BookingSettings = Awaited<ReturnType<typeof getBookingSettings>>;

export async function updateBookingSettings({
  tenantId,
  input,
}: {
  tenantId: number;
  input: BookingSettingsPatch;
}) {
  await refuseCurrencyChange(tenantId, input.currency);
  await db.tenant.update({
    where: { id: tenantId },
    data: {
      defaultHoldDays: input.default_hold_days,
      publicEnquiries: input.public_enquiries,
      maxPublicHoldsPerEmail: input.max_public_holds_per_email,
      maxPublicHolds: input.max_public_holds,
      maxEnquiryHours: input.max_enquiry_hours,
      minNoticeHours: input.min_notice_hours,
      weekStart: input.week_start,
      maxSeriesOccurrences: input.max_series_occurrences,
      maxSeriesMonths: input.max_series_months,
      currency: input.currency,
      locale: input.locale,
      depositPercent: input.deposit_percent,
      depositDueDays: input.deposit_due_days,
      balanceDueDays: input.balance_due_days,
      reminderDays: input.reminder_days,
      customerSelfConfirm: input.customer_self_confirm,
      openHoursPerDay: input.open_hours_per_day,
    },
  });
  return getBookingSettings({ tenantId });
}

/**
 * The settings as stored, `allowed`: whether the provider lets the venue take enquiries, and
 * `open`: whether an enquiry is taken now (the venue wants them and the provider allows them).
 */
export async function enquirySettings(tenantId: number) {
  const [row, allowed] = await Promise.all([
    db.tenant.findUniqueOrThrow({ where: { id: tenantId }, select }),
    isFeatureEnabled("public_enquiries", tenantId),
  ]);
  return {
    ...row,
    allowed,
    open: row.publicEnquiries && allowed,
    firstDay: firstDayOf(row),
  };
}

/**
 * What the console writes times and amounts with: the venue's first day of the week (0 Sunday,
 * 1 Monday, 6 Saturday), its currency and its locale. Read once per render: the console's layout
 * and the dashboard both ask.
 */
export const venueFormats = cache(async (tenantId: number) => {
  const row = await db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { weekStart: true, timezone: true, currency: true, locale: true },
  });
  return { weekStart: firstDayOf(row), currency: row.currency, locale: row.locale };
});
