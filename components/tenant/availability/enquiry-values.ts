// The enquiry form's values as the browser holds them, the API's answer, and the check both share:
// the API's own schema (lib/enquiries/schemas.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import type { Reply } from "@/lib/client/call";
import {
  enquiryInput,
  guestsError,
  SLOT_REQUIRED,
  type EnquiryInput,
} from "@/lib/enquiries/schemas";

/** POST /api/public/enquiries/'s answer: the hold made. */
export type EnquiryAnswer = Reply<"/api/public/enquiries/", "POST">;

/** The fields, named as the API names them. */
export type EnquiryValues = {
  hall: number;
  name: string;
  email: string;
  phone: string;
  date: string;
  start_time: string;
  end_time: string;
  slot_id: string | null;
  guests: string;
  message: string;
  website: string;
};

/**
 * The fields a server error can be shown at (the honeypot is not one): by a slot, the slot and not
 * the times; else the times, and the slot too where the hall has slots. An error at a field not
 * shown is said above the form, never dropped.
 */
const ALL_FIELDS = [
  "name",
  "email",
  "phone",
  "date",
  "start_time",
  "end_time",
  "slot_id",
  "guests",
  "message",
] as const;
export const shownFields = (slotted: boolean, hasSlots: boolean) =>
  ALL_FIELDS.filter((f) =>
    slotted ? f !== "start_time" && f !== "end_time" : hasSlots || f !== "slot_id",
  );

export const emptyEnquiry = (hall: number, date: string): EnquiryValues => ({
  hall,
  name: "",
  email: "",
  phone: "",
  date,
  start_time: "",
  end_time: "",
  slot_id: null,
  guests: "",
  message: "",
  website: "",
});

/** The days a 409 offers instead. */
export const suggestionsOf = (body: unknown): string[] =>
  body && typeof body === "object" && "suggestions" in body && Array.isArray(body.suggestions)
    ? body.suggestions.filter((d): d is string => typeof d === "string")
    : [];

type EnquiryResolver = Resolver<EnquiryValues, unknown, EnquiryInput>;

/** How the hall is booked: whether it has slots, and whether only by them. */
export type HallWays = { slots: boolean; requiresSlot: boolean };
/** A slot says when (and no time fields are shown): a slots-only hall, or a slot chosen. */
export const bySlot = (ways: HallWays, slotId: string | null) =>
  ways.slots && (ways.requiresSlot || !!slotId);

/**
 * The schema's check, and the hall's capacity as the API checks it; by a slot, a missing time is
 * a missing slot (the only field shown).
 */
export function enquiryResolver(ways: HallWays, capacity: number): EnquiryResolver {
  const schema = zodResolver(enquiryInput) as EnquiryResolver;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const slotted = bySlot(ways, values.slot_id);
    const { start_time, end_time, ...rest } = result.errors;
    const errors = slotted ? rest : result.errors;
    if (slotted && (start_time || end_time))
      errors.slot_id ??= { type: "required", message: SLOT_REQUIRED };
    const guests = Number(values.guests);
    const crowd = values.guests && !errors.guests ? guestsError(guests, capacity) : undefined;
    if (crowd) errors.guests = { type: "max", message: crowd };
    if (!Object.keys(errors).length) return result;
    return { values: {}, errors } as Awaited<ReturnType<EnquiryResolver>>;
  };
}
