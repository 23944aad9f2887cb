import { headers } from "next/headers";
import Link from "next/link";

import { TenantNotFound } from "@/components/tenant/tenant-not-found";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { providerOrigin, resolveTenantSlug } from "@/lib/tenants/host";

export default async function NotFound() {
  const host = (await headers()).get("host") ?? "";
  const { APP_HOST, HTTPS } = env();
  if (resolveTenantSlug(host, APP_HOST)) {
    return (
      <TenantNotFound mainSiteUrl={providerOrigin(host, APP_HOST, HTTPS ? "https" : "http")} />
    );
  }
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
        <Button asChild className="mt-6">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
    </main>
  );
}
