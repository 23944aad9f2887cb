import { TenantHeader } from "@/components/tenant/tenant-header";
import { getTenantSite } from "@/lib/tenants/site";

/** A venue's sign-in pages: its header (name and logo) above the card. */
export async function TenantAuthFrame({
  slug,
  children,
}: {
  slug: string;
  /** given the venue's name */
  children: (name: string) => React.ReactNode;
}) {
  const site = await getTenantSite(slug);
  const name = site?.customization.site_name || site?.name || slug;
  return (
    <div className="min-h-screen bg-slate-50">
      <TenantHeader name={name} logoUrl={site?.customization.logo_url} signedIn={false} />
      <main>{children(name)}</main>
    </div>
  );
}
