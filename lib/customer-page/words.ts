// What a customer did on their booking's page, as the booking's history and the dashboard say it
// (decision 092). Pure: the console's client and server share it.

export const CUSTOMER = "The customer";

type Changes = Record<string, [unknown, unknown]>;

/** "confirmed", "released the hold on" or "asked about", from the history entry's changes. */
export function customerVerb(changes: unknown): string {
  const c = (changes ?? {}) as Changes;
  const status = c.status?.[1];
  if (status === "confirmed") return "confirmed";
  if (status === "cancelled") return "released the hold on";
  return "sent a message about";
}

/** The page's answers after an action, by the `done` its redirect names. */
export const DONE_TEXTS = {
  confirmed: "Thank you: your booking is confirmed.",
  released: "Your hold is released and the date is free again.",
  sent: "Your message is sent. The venue will answer you by email.",
} as const;
export type Done = keyof typeof DONE_TEXTS;
