import type { CustomerBookingPage } from "@/lib/customer-page/page";

import { accentButton } from "../venue-style";

const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const secondary =
  "rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50";

/**
 * What the customer may do, as plain forms posting to the page's routes (no JavaScript needed):
 * confirm or release a held date, and write to the venue.
 */
export function BookingActions({
  token,
  actions,
}: {
  token: string;
  actions: CustomerBookingPage["actions"];
}) {
  const to = (action: string) => `/api/public/booking-page/${token}/${action}/`;
  return (
    <section aria-labelledby="actions-title" className={card}>
      <h2 id="actions-title" className="text-lg font-semibold text-slate-900">
        Changes and questions
      </h2>
      {actions.confirm || actions.release ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            {actions.confirm
              ? "Ready to go ahead? Confirm your booking, or release the date if you no longer need it."
              : "If you no longer need the date, release it so that others can book it."}
          </p>
          <div className="flex flex-wrap gap-3">
            {actions.confirm ? (
              <form method="post" action={to("confirm")}>
                <button
                  type="submit"
                  className={`rounded-lg px-4 py-2 text-sm font-semibold ${accentButton}`}
                >
                  Confirm booking
                </button>
              </form>
            ) : null}
            {actions.release ? (
              // Asked twice, without JavaScript: the first press only opens the question.
              <details className="group">
                <summary className={`cursor-pointer list-none ${secondary}`}>
                  Release the date
                </summary>
                <form
                  method="post"
                  action={to("release")}
                  className="mt-3 space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
                >
                  <p>
                    Releasing cancels your booking and frees the date for others. It cannot be
                    undone.
                  </p>
                  <button type="submit" className={secondary}>
                    Yes, release the date
                  </button>
                </form>
              </details>
            ) : null}
          </div>
        </div>
      ) : null}
      <form method="post" action={to("message")} className="mt-5 space-y-2">
        <label htmlFor="customer-message" className="block text-sm font-medium text-slate-700">
          Ask for a change or a cancellation, or ask us anything
        </label>
        <textarea
          id="customer-message"
          name="message"
          required
          maxLength={5000}
          rows={4}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-slate-500 focus:ring-2 focus:ring-slate-300 focus:outline-none"
        />
        <button type="submit" className={secondary}>
          Send message
        </button>
      </form>
    </section>
  );
}
