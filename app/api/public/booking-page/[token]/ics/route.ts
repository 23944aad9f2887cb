import { route, tenantVisitor } from "@/lib/api/handler";
import { notFound } from "@/lib/core/errors";
import { customerIcs } from "@/lib/customer-page/ics";
import { assertPageAllowed } from "@/lib/customer-page/limit";
import { customerBookingPage } from "@/lib/customer-page/page";

/** "Add to calendar" on the customer's booking page: the booking (or its series) as .ics. */
export const GET = route({ auth: tenantVisitor }, async ({ tenant, params, ip }) => {
  await assertPageAllowed(ip);
  const page = await customerBookingPage(tenant, params.token);
  if (!page) throw notFound();
  const { filename, content } = await customerIcs(tenant, page);
  return new Response(content, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "referrer-policy": "same-origin",
    },
  });
});
