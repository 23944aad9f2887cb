import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";

import { SiteAbout } from "@/components/tenant/site-about";
import { SiteBranches } from "@/components/tenant/site-branches";
import { SiteContact } from "@/components/tenant/site-contact";
import { SiteFeatures } from "@/components/tenant/site-features";
import { TenantFooter } from "@/components/tenant/site-footer";
import { SiteGallery } from "@/components/tenant/site-gallery";
import { SiteHero } from "@/components/tenant/site-hero";
import { SiteTestimonials } from "@/components/tenant/site-testimonials";
import { TenantHeader } from "@/components/tenant/tenant-header";
import { venueStyle } from "@/components/tenant/venue-style";
import { getViewer } from "@/lib/auth/viewer";
import { isFeatureEnabled } from "@/lib/flags/enabled";
import { getHomeListings } from "@/lib/public-site/home";
import { chooseBranch, imageSource, siteTexts, venueColors } from "@/lib/public-site/view";
import { providerOrigin, tenantOrigin } from "@/lib/tenants/origins";
import { getTenantSite } from "@/lib/tenants/site";

type Props = PageProps<"/[tenant]">;

/** The venue's own site and the provider's, from the configuration (never the request's Host). */
const origins = (slug: string) => ({ site: tenantOrigin(slug), provider: providerOrigin() });

/** Title, description, icon and link previews from the venue's customization (spec §2.3). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant: slug } = await params;
  const site = await getTenantSite(slug);
  if (!site) return {};
  const c = site.customization;
  const texts = siteTexts(site, c);
  const image = imageSource(c.hero_image_url || c.banner_url || c.logo_url);
  const favicon = imageSource(c.favicon_url);
  return {
    metadataBase: new URL(origins(slug).site),
    title: { absolute: texts.title },
    // / and /home are one page: link previews and search engines see one address.
    alternates: { canonical: "/" },
    description: texts.description || undefined,
    icons: favicon ? { icon: favicon.src } : undefined,
    openGraph: {
      type: "website",
      url: "/",
      siteName: texts.name,
      title: texts.title,
      description: texts.description || undefined,
      images: image ? [{ url: image.src }] : undefined,
    },
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const site = await getTenantSite((await params).tenant);
  return site ? { themeColor: venueColors(site.customization).accent } : {};
}

/**
 * A venue's public home, on `{slug}.{host}/` and `/home`: rendered on the server, whole without
 * JavaScript (which runs only the branch dropdown, the menu and the contact form in place).
 */
export default async function TenantHome({ params, searchParams }: Props) {
  const [{ tenant: slug }, query] = await Promise.all([params, searchParams]);
  const [site, viewer] = await Promise.all([getTenantSite(slug), getViewer()]);
  if (!site) notFound();
  const [listings, showGallery] = await Promise.all([
    getHomeListings({ tenantId: site.id }),
    isFeatureEnabled("public_site_gallery", site.id),
  ]);
  const links = origins(slug);
  const c = site.customization;
  const texts = siteTexts(site, c);
  return (
    <div className="min-h-screen bg-white" style={venueStyle(venueColors(c))}>
      <TenantHeader name={texts.name} logoUrl={c.logo_url} signedIn={!!viewer.principal} />
      <main>
        <SiteHero
          texts={texts}
          bannerUrl={c.hero_image_url || c.banner_url}
          picture={listings.gallery.find((g) => imageSource(g.url)) ?? null}
        />
        <SiteAbout texts={texts} listings={listings} />
        <SiteFeatures features={texts.features} />
        <SiteBranches
          listings={listings}
          selected={chooseBranch(listings.branches, query.branch)}
        />
        <SiteTestimonials testimonials={listings.testimonials} />
        {showGallery ? <SiteGallery items={listings.gallery} /> : null}
        <SiteContact texts={texts} site={site} />
      </main>
      <TenantFooter name={texts.name} providerUrl={links.provider} />
    </div>
  );
}
