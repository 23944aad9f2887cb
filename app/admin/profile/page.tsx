import type { Metadata } from "next";

import { ProfilePage } from "@/components/profile/profile-page";

export const metadata: Metadata = { title: "My Profile" };

/** /admin/profile: a provider user's own profile (spec §2.2). */
export default function AdminProfile() {
  return (
    <ProfilePage
      venue={false}
      endpoints={{ profile: "/api/profile/", password: "/api/password-change/" }}
    />
  );
}
