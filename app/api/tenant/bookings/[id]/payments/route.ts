import { created, member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { bookingMoney, recordPayment } from "@/lib/payments/ledger";
import { paymentInput } from "@/lib/payments/schemas";

/** The booking's price, paid, refunded, balance due and ledger (decision 086). */
export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  bookingMoney({ tenant, bookingId: pathId(params) }),
);

/** Records a payment or a refund; answers the booking's money as it now stands. */
export const POST = route(
  { auth: member(), body: paymentInput },
  async ({ tenant, principal, params, body }) =>
    created(
      await recordPayment({
        tenant,
        userId: principal.user.id,
        bookingId: pathId(params),
        input: body,
      }),
    ),
);
