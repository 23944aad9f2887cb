import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { LoginCard, signInNotice } from "@/components/auth/login-card";
import { TenantAuthFrame } from "@/components/auth/tenant-auth-frame";
import { safeNextPath } from "@/lib/auth/redirects";
import { getViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Sign in" };

export default async function TenantLogin({ params, searchParams }: PageProps<"/[tenant]/login">) {
  const [{ tenant: slug }, query] = await Promise.all([params, searchParams]);
  const destination = safeNextPath(query.next, "/dashboard");
  const viewer = await getViewer();
  if (viewer.principal) redirect(destination);
  return (
    <TenantAuthFrame slug={slug}>
      {(name) => (
        <LoginCard
          title="Sign in"
          subtitle={`Staff sign-in for ${name}`}
          destination={destination}
          notice={signInNotice(viewer, typeof query.reason === "string" ? query.reason : undefined)}
        />
      )}
    </TenantAuthFrame>
  );
}
