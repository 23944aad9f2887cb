import type { Metadata } from "next";
import Link from "next/link";

import { PageIntro } from "@/components/site/page-intro";
import { SiteSection } from "@/components/site/section";
import { Button } from "@/components/ui/button";
import { DEMO_REQUEST_HREF } from "@/lib/site/config";

export const metadata: Metadata = {
  title: "About",
  description: "Who makes HallBook, and what we believe venue software should be.",
};

const BELIEFS = [
  {
    title: "Your data stays yours",
    text: "HallBook is open source (MIT) and runs on your own server or ours. Export it, move it, audit it: nothing is locked in.",
  },
  {
    title: "A booking is a promise",
    text: "Two events in one hall at one time is the one mistake a venue cannot afford. The database refuses it, however many people book at once.",
  },
  {
    title: "Made for the front desk",
    text: "The people who use HallBook most are busy on the phone with a guest. Every screen is built so they can book, move or find an event in a few clicks.",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow="About us" title="We build the software event venues run on.">
        <p>
          HallBook began at the front desk of a family-run banquet hall, where bookings lived in a
          paper diary, two spreadsheets and someone&apos;s memory. We set out to replace all three
          with one calendar the whole team trusts.
        </p>
      </PageIntro>

      <SiteSection id="story" title="Our story" className="pt-12">
        <div className="mt-6 grid gap-10 md:grid-cols-2">
          <div className="space-y-4 text-slate-600">
            <p>
              Today HallBook serves wedding venues, conference centres and community halls, from a
              single room to chains with branches in several cities. Each venue gets its own booking
              calendar, staff console and public website at its own address.
            </p>
            <p>
              We are a small, remote team of engineers and former venue staff. We answer support
              ourselves, and what venues tell us decides what we build next.
            </p>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">What we offer</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-600">
              <li>A drag-and-drop calendar with halls, time slots and bookings</li>
              <li>A public site for every venue, with its halls, gallery and contact form</li>
              <li>Roles for owners, admins, managers and staff</li>
              <li>Hosting by us, or on your own infrastructure</li>
            </ul>
          </div>
        </div>
      </SiteSection>

      <SiteSection id="beliefs" title="What we believe" tinted>
        <div className="mt-8 grid gap-6 sm:grid-cols-3">
          {BELIEFS.map((b) => (
            <div key={b.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{b.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{b.text}</p>
            </div>
          ))}
        </div>
      </SiteSection>

      <SiteSection id="next" title="Work with us">
        <p className="mt-3 max-w-2xl text-slate-600">
          Run a venue? We would be glad to show you HallBook. Want to help build it? We are hiring.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link href={DEMO_REQUEST_HREF}>Request a demo</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/careers">See open positions</Link>
          </Button>
        </div>
      </SiteSection>
    </>
  );
}
