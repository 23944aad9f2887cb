import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { documentData } from "@/lib/payments/documents";
import { invoicePdf } from "@/lib/payments/pdfs";
import { pdfResponse } from "@/lib/pdf/response";

/** The booking's invoice as PDF: its price, payments and refunds, balance and deposit (089). */
export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  pdfResponse(await invoicePdf(await documentData(tenant, pathId(params)), new Date())),
);
