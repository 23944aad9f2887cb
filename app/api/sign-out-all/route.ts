import { evenBeforePasswordChange, route, signedIn } from "@/lib/api/handler";
import { signOutEverywhere } from "@/lib/auth/sign-out";

/**
 * Signs the account out of every device, this one included: every session and access token ends
 * at once and every refresh token is revoked. In a venue or the provider's console alike.
 */
export const POST = route({ auth: evenBeforePasswordChange(signedIn) }, async ({ principal }) => {
  await signOutEverywhere(principal);
});
