import dynamic from "next/dynamic";
import { headers } from "next/headers";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { PATH_HEADER } from "@/lib/tenants/headers";
import { resolveTenantSlug } from "@/lib/tenants/host";
import { providerOrigin } from "@/lib/tenants/origins";

// Every page carries this boundary: its client components are loaded only when it is shown, so
// they are not part of each page's first load (decision 037).
const TenantNotFound = dynamic(() =>
  import("@/components/tenant/tenant-not-found").then((m) => m.TenantNotFound),
);
const HallNotFound = dynamic(() =>
  import("@/components/tenant/hall-not-found").then((m) => m.HallNotFound),
);

export default async function NotFound() {
  const headerStore = await headers();
  const host = headerStore.get("host") ?? "";
  const { APP_HOST } = env();
  const path = new URL(headerStore.get(PATH_HEADER) ?? "/", "http://x").pathname;
  if (resolveTenantSlug(host, APP_HOST)) {
    // A venue that exists, naming a hall it does not show (its availability page).
    if (path.startsWith("/availability/")) return <HallNotFound />;
    return <TenantNotFound mainSiteUrl={providerOrigin()} />;
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
