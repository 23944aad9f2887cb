import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { LoginCard } from "@/components/auth/login-card";
import { TenantHeader } from "@/components/tenant/tenant-header";
import { safeNextPath } from "@/lib/auth/redirects";
import { getViewer } from "@/lib/auth/viewer";
import { getTenantSite } from "@/lib/tenants/site";

export const metadata: Metadata = { title: "Sign in" };

export default async function TenantLogin({ params, searchParams }: PageProps<"/[tenant]/login">) {
  const [{ tenant: slug }, query] = await Promise.all([params, searchParams]);
  const destination = safeNextPath(query.next, "/dashboard");
  const [site, viewer] = await Promise.all([getTenantSite(slug), getViewer()]);
  if (viewer.principal) redirect(destination);
  const name = site?.customization.site_name || site?.name || slug;
  return (
    <div className="min-h-screen bg-slate-50">
      <TenantHeader name={name} logoUrl={site?.customization.logo_url} signedIn={false} />
      <main>
        <LoginCard
          title="Sign in"
          subtitle={`Staff sign-in for ${name}`}
          destination={destination}
          reason={typeof query.reason === "string" ? query.reason : undefined}
        />
      </main>
    </div>
  );
}
