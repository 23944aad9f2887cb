import { MapPin } from "lucide-react";
import { notFound } from "next/navigation";

import { TenantHeader } from "@/components/tenant/tenant-header";
import { getViewer } from "@/lib/auth/viewer";
import { getTenantSite } from "@/lib/tenants/site";

export default async function TenantHome({ params }: PageProps<"/[tenant]">) {
  const { tenant: slug } = await params;
  const [site, viewer] = await Promise.all([getTenantSite(slug), getViewer()]);
  if (!site) notFound();
  const c = site.customization;
  return (
    <div className="min-h-screen bg-white">
      <TenantHeader
        name={c?.siteName || site.name}
        logoUrl={c?.logoUrl}
        signedIn={!!viewer.principal}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {c?.heroTitle || "Your Premier Event Space"}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            {c?.heroSubtitle || c?.subtitle || site.description}
          </p>
        </div>
      </section>
      <section
        id="branches"
        aria-labelledby="branches-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="branches-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Our Branches
        </h2>
        {site.branches.length ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {site.branches.map((b) => (
              <li key={b.id} className="rounded-2xl border border-slate-200 p-5">
                <p className="font-semibold text-slate-900">{b.name}</p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                  <MapPin className="size-4" aria-hidden /> {b.city || "—"}
                </p>
                <p className="mt-3 text-sm text-slate-500">
                  {b._count.halls} {b._count.halls === 1 ? "hall" : "halls"}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-slate-600">No branches yet.</p>
        )}
      </section>
    </div>
  );
}
