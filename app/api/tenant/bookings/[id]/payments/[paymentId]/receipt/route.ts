import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { receiptData } from "@/lib/payments/documents";
import { receiptPdf } from "@/lib/payments/pdfs";
import { pdfResponse } from "@/lib/pdf/response";

/** A ledger entry's receipt as PDF (a voided one says VOID; decision 089). */
export const GET = route({ auth: member() }, async ({ tenant, params }) => {
  const data = await receiptData(tenant, pathId(params), pathId(params, "paymentId"));
  return pdfResponse(await receiptPdf(data, new Date()));
});
