import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { voidPayment } from "@/lib/payments/ledger";

/**
 * Voids a ledger entry (Owners and Admins): it stays, marked void with who and when, and no
 * longer counts (decision 086). Answers the booking's money.
 */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES) },
  async ({ tenant, principal, params }) =>
    voidPayment({
      tenant,
      userId: principal.user.id,
      bookingId: pathId(params),
      paymentId: pathId(params, "paymentId"),
    }),
);
