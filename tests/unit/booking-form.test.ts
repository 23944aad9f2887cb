import { describe, expect, it } from "vitest";

import {
  bookingFormSchema,
  changedFields,
  newFormValues,
  savedOutputOf,
  type BookingFormContext,
} from "@/lib/bookings/form";
import { tooLong } from "@/lib/bookings/rules";
import { HOLD_AFTER_START, HOLD_IN_PAST } from "@/lib/bookings/schemas";
import type { BookingDto } from "@/lib/bookings/serialize";
import { REQUIRED } from "@/lib/core/schemas";

const NY = "America/New_York";
const ctx: BookingFormContext = { timeZone: NY, maxDays: 30, hallIds: [7, 8] };
const hold = { days: 7, timeZone: NY };
const filled = {
  ...newFormValues({ start: "2031-06-01T18:00", end: "2031-06-01T23:00", hallId: 7 }, hold),
  hold_until: "",
  event_name: "Wedding",
  customer_name: "Ana Lima",
  customer_email: "ana@example.com",
};

const errorsOf = (values: unknown, context = ctx) => {
  const result = bookingFormSchema(context).safeParse(values);
  if (result.success) return {};
  // The form shows each field's first message, as react-hook-form's zod resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join(".")] ??= issue.message;
  return first;
};

describe("the booking form's schema", () => {
  it("turns the fields into the API's body", () => {
    expect(bookingFormSchema(ctx).parse({ ...filled, price: "1500", addons: ["Decor"] })).toEqual({
      event_name: "Wedding",
      hall: 7,
      start_time: "2031-06-01T18:00",
      end_time: "2031-06-01T23:00",
      slot_id: null,
      status: "tentative",
      customer_name: "Ana Lima",
      customer_email: "ana@example.com",
      customer_phone: "",
      price: "1500.00",
      addons: ["Decor"],
      booking_token: "",
      hold_until: null,
      email_customer: true,
      deposit_amount: null,
      deposit_percent: undefined,
      deposit_due_on: null,
    });
  });

  it("holds a new tentative booking for the venue's default, ending by the event's start", () => {
    const days = (local: string) =>
      (new Date(`${local}:00-05:00`).getTime() - Date.now()) / 86_400_000;
    const held = newFormValues({ start: "2031-06-01T18:00", end: "2031-06-01T23:00" }, hold);
    expect(days(held.hold_until)).toBeGreaterThan(6.9);
    expect(days(held.hold_until)).toBeLessThan(7.1);
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const start = new Intl.DateTimeFormat("sv-SE", {
      timeZone: NY,
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(soon)
      .replace(" ", "T");
    expect(newFormValues({ start, end: start }, hold).hold_until).toBe(start);
    expect(newFormValues({ start: "2020-01-01T10:00", end: "" }, hold).hold_until).toBe("");
  });

  it("checks the hold, and sends none for a booking that is not tentative", () => {
    expect(errorsOf({ ...filled, hold_until: "2031-06-02T09:00" })).toEqual({
      hold_until: HOLD_AFTER_START,
    });
    expect(errorsOf({ ...filled, hold_until: "2020-06-02T09:00" })).toEqual({
      hold_until: HOLD_IN_PAST,
    });
    const confirmed = { ...filled, status: "confirmed", hold_until: "2020-06-02T09:00" };
    expect(bookingFormSchema(ctx).parse(confirmed).hold_until).toBeNull();
    const held = { ...filled, hold_until: "2031-05-20T12:00", email_customer: false };
    expect(bookingFormSchema(ctx).parse(held)).toMatchObject({
      hold_until: "2031-05-20T12:00",
      email_customer: false,
    });
  });

  it("asks for what the spec requires, with the API's messages", () => {
    expect(errorsOf(newFormValues({ start: "", end: "" }, hold))).toEqual({
      event_name: REQUIRED,
      hall: REQUIRED,
      start_time: REQUIRED,
      end_time: REQUIRED,
      customer_name: REQUIRED,
      customer_email: REQUIRED,
    });
    expect(errorsOf({ ...filled, hall: "9" })).toEqual({
      hall: "Selected hall not found. Please select a valid hall.",
    });
    expect(errorsOf({ ...filled, customer_email: "nope" })).toEqual({
      customer_email: "Enter a valid email address.",
    });
    expect(errorsOf({ ...filled, time_mode: "slot" })).toEqual({ slot_id: REQUIRED });
  });

  it("refuses what the API refuses: a skipped time, too long, too far", () => {
    expect(
      errorsOf({ ...filled, start_time: "2027-03-14T02:30", end_time: "2027-03-14T05:00" }),
    ).toEqual({
      start_time:
        "There is no 02:30 on Sun, 14 Mar 2027 in America/New_York: the clocks go forward " +
        "from 02:00 to 03:00.",
    });
    expect(errorsOf({ ...filled, end_time: "2031-07-02T18:00" })).toEqual({
      end_time: tooLong(30),
    });
    expect(
      errorsOf({ ...filled, start_time: "9999-01-01T10:00", end_time: "9999-01-01T12:00" }),
    ).toEqual({ start_time: "The start must be within 10 years of today." });
  });
});

describe("what an edit sends", () => {
  const booking: BookingDto = {
    id: 1,
    event_name: "Wedding",
    title: "Wedding",
    start_time: "2031-06-01T22:00:00.000Z",
    end_time: "2031-06-02T03:00:00.000Z",
    hall: 7,
    hall_id: 7,
    hall_name: "Ballroom",
    branch: 1,
    branch_name: "Main",
    slot_id: null,
    status: "tentative",
    addons: ["Decor", "Catering"],
    customer_name: "Ana Lima",
    customer_email: "ana@example.com",
    customer_phone: "+1 555 0100",
    price: "1500.00",
    deposit_amount: null,
    deposit_due_on: null,
    deposit_due: false,
    booking_token: "",
    description: "",
    notes: "",
    hold_until: null,
    source: "staff",
    email_customer: true,
    series_id: null,
    is_exception: false,
    created_at: "2031-01-01T00:00:00.000Z",
    updated_at: "2031-01-01T00:00:00.000Z",
  };
  const saved = savedOutputOf(booking, NY);
  const branchOf = (hall: number) => (hall === 8 ? 2 : 1);

  it("is nothing when nothing changed, whatever the order of the add-ons", () => {
    expect(changedFields({ ...saved, addons: ["Catering", "Decor"] }, saved, branchOf)).toBeNull();
  });

  it("names the changed fields and always the hall; the branch when the hall changes", () => {
    expect(changedFields({ ...saved, customer_phone: "+1 555 0199" }, saved, branchOf)).toEqual({
      customer_phone: "+1 555 0199",
      hall: 7,
    });
    expect(changedFields({ ...saved, hall: 8 }, saved, branchOf)).toEqual({ hall: 8, branch: 2 });
  });

  it("compares with the booking as last saved, so a value set back is sent again", () => {
    const phoneChanged = { ...saved, customer_phone: "+1 555 0199" };
    const afterFirstSave = savedOutputOf({ ...booking, customer_phone: "+1 555 0199" }, NY);
    expect(changedFields(saved, afterFirstSave, branchOf)).toEqual({
      customer_phone: "+1 555 0100",
      hall: 7,
    });
    expect(changedFields(phoneChanged, afterFirstSave, branchOf)).toBeNull();
  });
});
