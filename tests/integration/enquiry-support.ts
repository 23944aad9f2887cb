// Sends an enquiry to a venue's public site as a visitor would, from an address of its own unless
// told otherwise.
import { POST } from "@/app/api/public/enquiries/route";

import { call, visitorHeaders, type venue } from "./helpers";

export type Venue = Awaited<ReturnType<typeof venue>>;

export const sendEnquiry = (v: Venue, body: Record<string, unknown>, headers = visitorHeaders()) =>
  call(POST, { host: `${v.tenant.slug}.localhost`, headers, body: { hall: v.hall.id, ...body } });
