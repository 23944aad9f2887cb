import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { LoginCard, signInNotice } from "@/components/auth/login-card";
import { safeNextPath } from "@/lib/auth/redirects";
import { getViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Sign in" };

export default async function ProviderLogin({ searchParams }: PageProps<"/login">) {
  const params = await searchParams;
  const destination = safeNextPath(params.next, "/admin");
  const viewer = await getViewer();
  if (viewer.principal) redirect(destination);
  return (
    <LoginCard
      title="Sign in"
      subtitle="HallBook provider console"
      destination={destination}
      notice={signInNotice(viewer, typeof params.reason === "string" ? params.reason : undefined)}
    />
  );
}
