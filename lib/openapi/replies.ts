// The answers whose shape is plain enough to state in the reference. The code answers with typed
// values, not schemas, so each schema here is held to the type of what its route returns: when
// the code's answer loses or renames a field, tsc fails here.
import { z } from "zod";

import type { Renewed } from "@/lib/api/renewed-credentials";
import type { TokenResponse } from "@/lib/auth/access";
import type { requestPasswordReset, resetPassword } from "@/lib/auth/forgot-password";
import type { refreshTokens } from "@/lib/auth/refresh";
import type { getBookingSettings } from "@/lib/booking-settings/settings";
import type { RoleChoice } from "@/lib/impersonation/schemas";
import type { emailApplicant } from "@/lib/jobs/applications";
import type {
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from "@/lib/notifications/notifications";
import type { replyToContactMessage } from "@/lib/support/send-email";
import type { answerInvitation } from "@/lib/users/invitation-answers";

type AnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** `schema`, which must describe a `T`. */
const describing =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S) =>
    schema;

export const tokenPair = describing<TokenResponse>()(
  z
    .object({
      access: z.string().meta({ description: "The access token: Authorization: Bearer …" }),
      refresh: z.string().meta({ description: "For POST /api/token/refresh/; used once." }),
      uuid: z.string(),
      is_staff: z.boolean(),
      is_superuser: z.boolean(),
      user_type: z.string(),
      groups: z.array(z.string()),
      permissions: z.array(z.string()),
    })
    .meta({ id: "TokenPair" }),
);

export const refreshedPair = describing<AnswerOf<typeof refreshTokens>>()(
  z.object({ access: z.string(), refresh: z.string() }),
);

export const passwordChanged = describing<Renewed<{ detail: string }>>()(
  z.object({
    detail: z.string(),
    access: z.string().optional().meta({ description: "A new access token, to bearer callers." }),
    refresh: z.string().optional(),
  }),
);

export const detailOnly = describing<
  AnswerOf<typeof requestPasswordReset> & AnswerOf<typeof resetPassword>
>()(z.object({ detail: z.string() }));

export const unread = describing<AnswerOf<typeof unreadCount>>()(
  z.object({ unread: z.number().int() }),
);

export const marked = describing<AnswerOf<typeof markAllNotificationsRead>>()(
  z.object({ marked: z.number().int().meta({ description: "How many were unread." }) }),
);

export const readAt = describing<AnswerOf<typeof markNotificationRead>>()(
  z.object({ read_at: z.iso.datetime() }),
);

export const roleChoices = describing<RoleChoice[]>()(
  z.array(z.object({ value: z.string(), label: z.string() })).meta({ id: "RoleChoices" }),
);

export const contactAnswered = describing<AnswerOf<typeof replyToContactMessage>>()(
  z.object({ detail: z.string(), email: z.email() }),
);

export const applicantEmailed = describing<AnswerOf<typeof emailApplicant>>()(
  z.object({ sent: z.boolean(), to: z.email() }),
);

export const bookingSettings = describing<AnswerOf<typeof getBookingSettings>>()(
  z
    .object({
      default_hold_days: z.number().int(),
      public_enquiries: z.boolean(),
      max_public_holds_per_email: z.number().int(),
      max_public_holds: z
        .number()
        .int()
        .meta({ description: "The most open public holds of all visitors together." }),
      max_enquiry_hours: z
        .number()
        .int()
        .meta({ description: "The longest enquiry a visitor may make, in hours." }),
      min_notice_hours: z
        .number()
        .int()
        .meta({ description: "How long before its start an enquiry must come, in hours." }),
      week_start: z.union([z.literal(0), z.literal(1), z.literal(6)]).meta({
        description:
          "The first day of the week in the venue's calendars: 0 Sunday, 1 Monday, 6 Saturday. " +
          "Until the venue chooses one, from its time zone.",
      }),
      max_series_occurrences: z
        .number()
        .int()
        .meta({ description: "The most dates one recurring booking may have (1 to 200)." }),
      max_series_months: z.number().int().meta({
        description: "How far a recurring booking may reach from its first date, in months.",
      }),
      currency: z.string().meta({
        description: "The venue's currency, ISO 4217 (USD, EUR): every amount is in it.",
      }),
      locale: z
        .string()
        .meta({ description: "The BCP 47 locale the venue's amounts are written in (en-US)." }),
      deposit_percent: z.number().int().nullable().meta({
        description: "The deposit a new booking asks by default, % of its price; null: none.",
      }),
      deposit_due_days: z
        .number()
        .int()
        .meta({ description: "When a deposit is due by default: days after the booking is made." }),
      balance_due_days: z
        .number()
        .int()
        .meta({ description: "When the balance is due: days before the event." }),
      reminder_days: z.number().int().meta({
        description: "How many days before a due date the customer is reminded; 0: never.",
      }),
      customer_self_confirm: z.boolean().meta({
        description: "Whether a customer may confirm a held booking from their booking page.",
      }),
      open_hours_per_day: z.number().int().meta({
        description: "The hours a hall is open in a day, which occupancy counts against (1-24).",
      }),
      public_enquiries_allowed: z
        .boolean()
        .meta({ description: "False when the provider switched enquiries off for the venue." }),
    })
    .meta({ id: "BookingSettings" }),
);

/** What the health checks answer (they are not route() handlers, so this is written here). */
export const health = z.object({
  status: z.enum(["ok", "unavailable"]),
  detail: z.string().optional().meta({ description: "Why the server is not ready." }),
});

export const invitationAnswered = describing<AnswerOf<typeof answerInvitation>>()(
  z.object({ detail: z.string() }),
);
