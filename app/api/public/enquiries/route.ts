import { created, route, tenantVisitor } from "@/lib/api/handler";
import { createEnquiry } from "@/lib/enquiries/enquiries";
import { enquiryInput } from "@/lib/enquiries/schemas";

/**
 * A visitor's enquiry on the venue's site: a tentative booking held for the venue's default time
 * (201), a taken time with the nearest free days (409), or too many (429). Anyone on the venue's
 * host; off when the venue or the provider has switched enquiries off (403).
 */
export const POST = route(
  { auth: tenantVisitor, body: enquiryInput },
  async ({ tenant, body, ip }) => created(await createEnquiry({ tenant, input: body, ip })),
);
