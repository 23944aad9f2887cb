import type { Metadata } from "next";

import { InvitationForm } from "@/components/auth/invitation-form";
import { TenantHeader } from "@/components/tenant/tenant-header";
import { getTenantSite } from "@/lib/tenants/site";

export const metadata: Metadata = { title: "Your invitation" };

/**
 * Where an invited person answers a venue's invitation (the link of its mail): they sign in with
 * their own email and password, then accept (and go on signed in) or decline.
 */
export default async function Invitation({ params }: PageProps<"/[tenant]/invitation">) {
  const { tenant: slug } = await params;
  const site = await getTenantSite(slug);
  const name = site?.customization.site_name || site?.name || slug;
  return (
    <div className="min-h-screen bg-slate-50">
      <TenantHeader name={name} logoUrl={site?.customization.logo_url} signedIn={false} />
      <main className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
        <div className="rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-900/5">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your invitation</h1>
          <p className="mt-1 mb-8 text-sm text-slate-600">
            {name} has invited you to join its team. Sign in with your own email and password to
            accept or decline.
          </p>
          <InvitationForm />
        </div>
      </main>
    </div>
  );
}
