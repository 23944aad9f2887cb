import type { Metadata } from "next";

import { ProfilePage } from "@/components/profile/profile-page";

export const metadata: Metadata = { title: "My Profile" };

/** /profile: the signed-in user's own profile in this venue (spec §2.3). */
export default function Profile() {
  return (
    <ProfilePage
      venue
      endpoints={{
        profile: "/api/tenant/user-details/me/",
        password: "/api/tenant/password-change/",
      }}
    />
  );
}
