import { inPerson, member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { bookingSettingsPatch } from "@/lib/booking-settings/schemas";
import { getBookingSettings, updateBookingSettings } from "@/lib/booking-settings/settings";

/** The venue's booking settings: the default hold and public enquiries. */
export const GET = route({ auth: member() }, ({ tenant }) =>
  getBookingSettings({ tenantId: tenant.id }),
);

/** Any subset of the settings; Owners and Admins only. */
export const PATCH = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)), body: bookingSettingsPatch },
  ({ tenant, body }) => updateBookingSettings({ tenantId: tenant.id, input: body }),
);
