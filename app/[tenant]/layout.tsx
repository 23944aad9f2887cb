import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";

import { TENANT_HEADER } from "@/lib/tenants/headers";
import { findActiveTenant } from "@/lib/tenants/queries";

export async function generateMetadata({ params }: LayoutProps<"/[tenant]">): Promise<Metadata> {
  const tenant = await findActiveTenant((await params).tenant);
  return tenant ? { title: { default: tenant.name, template: `%s · ${tenant.name}` } } : {};
}

/** Every tenant page: reached only through the tenant's own host, and only for an active tenant. */
export default async function TenantLayout({ children, params }: LayoutProps<"/[tenant]">) {
  const { tenant: slug } = await params;
  // The proxy sets this header when it rewrites a tenant host; /demo typed on the provider's host
  // has none.
  if ((await headers()).get(TENANT_HEADER) !== slug) redirect("/");
  if (!(await findActiveTenant(slug))) notFound();
  return children;
}
