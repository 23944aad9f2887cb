// A customer's own page of their booking (/booking/{token} on the venue's host, decision 092):
// rendered on the server, its forms plain HTML posts, so it works without JavaScript. A wrong,
// revoked or expired link is the same 404.
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";

import { BookingPageView } from "@/components/tenant/booking-page/booking-page-view";
import { TenantFooter } from "@/components/tenant/site-footer";
import { TenantHeader } from "@/components/tenant/tenant-header";
import { venueStyle } from "@/components/tenant/venue-style";
import { AppError } from "@/lib/core/errors";
import { clientIp } from "@/lib/core/request";
import { assertPageAllowed } from "@/lib/customer-page/limit";
import { customerBookingPage } from "@/lib/customer-page/page";
import { PROBLEM_TEXTS } from "@/lib/customer-page/respond";
import { DONE_TEXTS } from "@/lib/customer-page/words";
import { siteTexts, venueColors } from "@/lib/public-site/view";
import { providerOrigin } from "@/lib/tenants/origins";
import { findActiveTenant } from "@/lib/tenants/queries";
import { getTenantSite } from "@/lib/tenants/site";

type Props = PageProps<"/[tenant]/booking/[token]">;

/** The page's data once per render (metadata and page), or null; "limit" past the rate limit. */
const load = cache(async (slug: string, token: string) => {
  const [tenant, site] = await Promise.all([findActiveTenant(slug), getTenantSite(slug)]);
  if (!tenant || !site) return null;
  try {
    await assertPageAllowed(clientIp(await headers()));
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return { site, limited: true as const };
    throw error;
  }
  const page = await customerBookingPage(tenant, token);
  return page && { site, tenant, page, limited: false as const };
});

const loadFrom = async ({ params }: Props) => {
  const { tenant, token } = await params;
  return load(tenant, token);
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await loadFrom(props);
  const venue = loaded ? siteTexts(loaded.site, loaded.site.customization).name : "";
  // Its address is the key to it: kept out of search engines and other sites' referrers.
  return {
    title: { absolute: venue ? `Your booking · ${venue}` : "Your booking" },
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

export async function generateViewport(props: Props): Promise<Viewport> {
  const loaded = await loadFrom(props);
  return loaded ? { themeColor: venueColors(loaded.site.customization).accent } : {};
}

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function CustomerBookingPage(props: Props) {
  const [loaded, query, { token }] = await Promise.all([
    loadFrom(props),
    props.searchParams,
    props.params,
  ]);
  if (!loaded) notFound();
  const c = loaded.site.customization;
  const texts = siteTexts(loaded.site, c);
  const done = one(query.done);
  const problem = one(query.problem);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" style={venueStyle(venueColors(c))}>
      <TenantHeader name={texts.name} logoUrl={c.logo_url} signedIn={false} />
      <main className="flex-1">
        {loaded.limited ? (
          <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
            {PROBLEM_TEXTS.limit}
          </p>
        ) : (
          <BookingPageView
            token={token}
            page={loaded.page}
            timeZone={loaded.tenant.timezone}
            done={
              done && Object.hasOwn(DONE_TEXTS, done)
                ? DONE_TEXTS[done as keyof typeof DONE_TEXTS]
                : null
            }
            problem={
              problem && Object.hasOwn(PROBLEM_TEXTS, problem)
                ? PROBLEM_TEXTS[problem as keyof typeof PROBLEM_TEXTS]
                : null
            }
          />
        )}
      </main>
      <TenantFooter name={texts.name} providerUrl={providerOrigin()} />
    </div>
  );
}
