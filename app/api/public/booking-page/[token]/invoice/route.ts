import { route, tenantVisitor } from "@/lib/api/handler";
import { notFound } from "@/lib/core/errors";
import { assertPageAllowed } from "@/lib/customer-page/limit";
import { linkedBooking } from "@/lib/customer-page/page";
import { documentData } from "@/lib/payments/documents";
import { invoicePdf } from "@/lib/payments/pdfs";
import { pdfResponse } from "@/lib/pdf/response";

/** The customer's invoice from their booking's page (decisions 089, 092). */
export const GET = route({ auth: tenantVisitor }, async ({ tenant, params, ip }) => {
  await assertPageAllowed(ip);
  const booking = await linkedBooking(tenant, params.token);
  if (!booking) throw notFound();
  return pdfResponse(await invoicePdf(await documentData(tenant, booking.id), new Date()));
});
