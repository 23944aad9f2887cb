import { Gauge, MousePointerClick, PlayCircle, ShieldCheck, type LucideIcon } from "lucide-react";
import Link from "next/link";

import { PRODUCTS } from "@/components/site/products";
import { SiteSection } from "@/components/site/section";
import { TenantConsoleButton } from "@/components/site/tenant-console-button";
import { Button } from "@/components/ui/button";
import { COMPANY } from "@/lib/core/company";
import { DEMO_REQUEST_HREF } from "@/lib/site/config";
import { publicSite } from "@/lib/tenants/origins";

/** Spec §2.1, §9: the logo strip shows 8 placeholders and loops every 30 s. */
const LOGO_COUNT = 8;

const REASONS = [
  {
    icon: Gauge,
    title: "Scalability",
    text: "From a single hall to a chain of venues: add branches, halls and staff as you grow, on infrastructure you control.",
  },
  {
    icon: MousePointerClick,
    title: "Ease of use",
    text: "Book an event by clicking a day, move it by dragging. Your team is productive on day one.",
  },
  {
    icon: ShieldCheck,
    title: "Security",
    text: "Every venue's data is isolated, passwords are hashed with argon2id, and double bookings are impossible by design.",
  },
];

function FeatureCard({
  icon: Icon,
  title,
  text,
  className,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  className: string;
}) {
  return (
    <div className={`rounded-2xl p-6 ${className}`}>
      <Icon className="size-8 text-brand-600" aria-hidden />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
    </div>
  );
}

export default function CompanyHome() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Venue management, simplified
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
            Run every hall, booking and event from one place.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600">
            HallBook gives event and banquet venues their own booking calendar, staff console and
            public website, each at its own address.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <TenantConsoleButton site={publicSite()} />
            <Button asChild size="lg" variant="secondary">
              <Link href={DEMO_REQUEST_HREF}>Request a demo</Link>
            </Button>
          </div>
        </div>
      </section>

      <SiteSection id="why" title="Why choose us">
        <div className="mt-8 grid gap-6 sm:grid-cols-3">
          {REASONS.map((r) => (
            <FeatureCard key={r.title} {...r} className="border border-slate-200" />
          ))}
        </div>
      </SiteSection>

      <SiteSection
        id="products"
        title="Products"
        tinted
        action={
          <Link href="/products" className="text-sm font-medium text-brand-700 hover:underline">
            All products →
          </Link>
        }
      >
        <div className="mt-8 grid gap-6 sm:grid-cols-3">
          {PRODUCTS.map(({ icon, title, text }) => (
            <FeatureCard
              key={title}
              icon={icon}
              title={title}
              text={text}
              className="bg-white shadow-sm ring-1 ring-slate-200"
            />
          ))}
        </div>
      </SiteSection>

      <section
        aria-labelledby="demo"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2"
      >
        <div>
          <h2 id="demo" className="text-3xl font-bold tracking-tight text-slate-900">
            See it in action
          </h2>
          <p className="mt-4 text-slate-600">
            A two-minute tour: creating a hall, booking an event from the calendar, and publishing
            the venue&apos;s site.
          </p>
        </div>
        <div
          className="grid aspect-video place-items-center rounded-2xl bg-slate-900 text-slate-300"
          role="img"
          aria-label="Demo video coming soon"
        >
          <div className="flex flex-col items-center gap-2">
            <PlayCircle className="size-14" aria-hidden />
            <span className="text-sm">Demo video coming soon</span>
          </div>
        </div>
      </section>

      <section
        aria-label="Venues using HallBook"
        className="overflow-hidden border-y border-slate-200 py-8"
      >
        {/*
          Eight logos, drawn twice so that the loop is seamless: the strip moves by half its width
          (one set) every 30 s (animate-marquee, app/globals.css), stops while hovered, and stands
          still for visitors who prefer reduced motion.
        */}
        <div className="flex w-max animate-marquee gap-12 pr-12 hover:[animation-play-state:paused] motion-reduce:animate-none">
          {[...Array(LOGO_COUNT * 2)].map((_, i) => (
            <div
              key={i}
              aria-hidden={i >= LOGO_COUNT}
              className="flex h-12 w-36 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold text-slate-600"
            >
              Venue {(i % LOGO_COUNT) + 1}
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="careers" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-white sm:px-12">
          <h2 id="careers" className="text-3xl font-bold tracking-tight">
            Careers
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">
            We are a small team building software venues love. Come build it with us.
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <Link href="/careers">See open positions</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="contact" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="contact" className="text-3xl font-bold tracking-tight text-slate-900">
          Get in touch
        </h2>
        <div className="mt-6 flex flex-wrap gap-4 text-sm">
          <Link
            href="/contact"
            className="rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-800 hover:bg-slate-200"
          >
            Contact form
          </Link>
          <a
            href={`mailto:${COMPANY.email}`}
            className="rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-800 hover:bg-slate-200"
          >
            {COMPANY.email}
          </a>
          <a
            href={`tel:${COMPANY.phone.replace(/[^+\d]/g, "")}`}
            className="rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-800 hover:bg-slate-200"
          >
            {COMPANY.phone}
          </a>
          <Link
            href="/security-vulnerability-report"
            className="rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-800 hover:bg-slate-200"
          >
            Report a security issue
          </Link>
        </div>
      </section>
    </>
  );
}
