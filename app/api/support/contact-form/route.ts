import { anyone, created, providerStaff, route } from "@/lib/api/handler";
import { contactInput } from "@/lib/contact/schemas";
import { createProviderContactMessage, listProviderContactMessages } from "@/lib/support/contact";

/** The provider's contact messages, newest first: for the provider's staff only. */
export const GET = route({ auth: providerStaff }, async () => listProviderContactMessages());

/**
 * The company site's contact form: anyone (spec §7). Stored for the provider and mailed to
 * PROVIDER_EMAIL; at most five messages per client address in ten minutes (429).
 */
export const POST = route({ auth: anyone, body: contactInput }, async ({ body, ip }) =>
  created(await createProviderContactMessage({ input: body, ip })),
);
