// A hall's page on the venue's public site (/availability/{hall}): its month and the enquiry form.
import { addMonths, format, parseISO } from "date-fns";
import { ArrowLeft, Users } from "lucide-react";
import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";

import { AvailabilityView } from "@/components/tenant/availability/availability-view";
import { TenantFooter } from "@/components/tenant/site-footer";
import { TenantHeader } from "@/components/tenant/tenant-header";
import { accentText, accentTint, venueStyle } from "@/components/tenant/venue-style";
import { getViewer } from "@/lib/auth/viewer";
import { enquirySettings } from "@/lib/booking-settings/settings";
import { AppError } from "@/lib/core/errors";
import { monthAvailability } from "@/lib/enquiries/availability";
import { availabilityQuery } from "@/lib/enquiries/schemas";
import { dateLocaleOf } from "@/lib/locale";
import { siteTexts, venueColors } from "@/lib/public-site/view";
import { providerOrigin } from "@/lib/tenants/origins";
import { findActiveTenant } from "@/lib/tenants/queries";
import { getTenantSite } from "@/lib/tenants/site";
import { todayIn } from "@/lib/time";

type Props = PageProps<"/[tenant]/availability/[hall]">;

const shiftMonth = (month: string, by: number) =>
  format(addMonths(parseISO(`${month}-01`), by), "yyyy-MM");

/**
 * The venue, the hall and its month, once per render (the page and its metadata share it); null
 * for a hall that is not this venue's, or not open to the public.
 */
const load = cache(async (slug: string, hallParam: string, monthParam: string | undefined) => {
  const hallId = availabilityQuery.shape.hall.safeParse(hallParam);
  const [tenant, site] = await Promise.all([findActiveTenant(slug), getTenantSite(slug)]);
  if (!hallId.success || !tenant || !site) return null;
  const today = todayIn(tenant.timezone);
  const thisMonth = format(parseISO(today), "yyyy-MM");
  // No month before this one: its days are all past.
  const asked = availabilityQuery.shape.month.safeParse(monthParam).data;
  const month = asked && asked > thisMonth ? asked : thisMonth;
  try {
    const [availability, settings] = await Promise.all([
      monthAvailability(tenant, hallId.data, month),
      enquirySettings(tenant.id),
    ]);
    const limits = { maxHours: settings.maxEnquiryHours, noticeHours: settings.minNoticeHours };
    const { firstDay: weekStart, open } = settings;
    const dateLocale = dateLocaleOf(settings.locale);
    return { site, today, thisMonth, availability, open, limits, weekStart, dateLocale };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
});

async function loadFrom({ params, searchParams }: Props) {
  const [{ tenant, hall }, query] = await Promise.all([params, searchParams]);
  return load(tenant, hall, typeof query.month === "string" ? query.month : undefined);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await loadFrom(props);
  if (!page) return {};
  const venue = siteTexts(page.site, page.site.customization).name;
  return { title: { absolute: `${page.availability.hall.name} availability · ${venue}` } };
}

export async function generateViewport(props: Props): Promise<Viewport> {
  const page = await loadFrom(props);
  return page ? { themeColor: venueColors(page.site.customization).accent } : {};
}

/**
 * A hall's availability on the venue's public site: a month of days, free, partly booked or full,
 * and the enquiry that holds one. Rendered on the server; the month links work without JavaScript.
 */
export default async function HallAvailability(props: Props) {
  const [page, viewer] = await Promise.all([loadFrom(props), getViewer()]);
  if (!page) notFound();
  const { site, availability, thisMonth } = page;
  const c = site.customization;
  const texts = siteTexts(site, c);
  const provider = providerOrigin();
  const { hall, month } = availability;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" style={venueStyle(venueColors(c))}>
      <TenantHeader name={texts.name} logoUrl={c.logo_url} signedIn={!!viewer.principal} />
      <main className="flex-1">
        <div className={accentTint}>
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
            <Link
              href="/#branches"
              className={`inline-flex items-center gap-1.5 text-sm font-medium ${accentText} hover:underline`}
            >
              <ArrowLeft className="size-4" aria-hidden />
              All halls
            </Link>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {hall.name}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
              <span>Availability and enquiries</span>
              {hall.capacity ? (
                <span className="flex items-center gap-1.5">
                  <Users className="size-4 text-slate-500" aria-hidden />
                  Up to {hall.capacity.toLocaleString("en-US")} guests
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
          <AvailabilityView
            availability={availability}
            today={page.today}
            path={`/availability/${hall.id}`}
            previousMonth={month > thisMonth ? shiftMonth(month, -1) : null}
            nextMonth={shiftMonth(month, 1)}
            enquiriesOpen={page.open}
            limits={page.limits}
            weekStart={page.weekStart}
            dateLocale={page.dateLocale}
          />
        </div>
      </main>
      <TenantFooter name={texts.name} providerUrl={provider} />
    </div>
  );
}
