import { Check } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { PageIntro } from "@/components/site/page-intro";
import { PRODUCTS } from "@/components/site/products";
import { Button } from "@/components/ui/button";
import { DEMO_REQUEST_HREF } from "@/lib/site/config";

export const metadata: Metadata = {
  title: "Products",
  description: "Hall booking, a portal for each venue, and analytics: what HallBook is made of.",
};

export default function ProductsPage() {
  return (
    <>
      <PageIntro eyebrow="Products" title="Everything a venue runs on, in one place.">
        <p>
          Three parts that work as one: the calendar your team books in, the site your guests see,
          and the figures you plan with. Every venue gets all three.
        </p>
      </PageIntro>
      <section aria-label="Our products" className="mx-auto max-w-6xl px-4 pt-4 pb-20 sm:px-6">
        <div className="grid gap-6 md:grid-cols-3">
          {PRODUCTS.map(({ icon: Icon, title, text, points }) => (
            <article
              key={title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <Icon className="size-8 text-brand-600" aria-hidden />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
              {/*
                The spec's 'Learn More' does nothing yet. It stays a real button (reachable by
                keyboard, announced), marked aria-disabled rather than disabled, which would take
                it out of the tab order; it says why it does nothing.
              */}
              <Button
                variant="secondary"
                aria-disabled="true"
                aria-describedby={`soon-${title.replace(/\W+/g, "-")}`}
                className="mt-6 cursor-default self-start text-slate-500 hover:bg-white"
              >
                Learn More
              </Button>
              <p id={`soon-${title.replace(/\W+/g, "-")}`} className="mt-2 text-xs text-slate-500">
                Product pages are coming soon.
              </p>
            </article>
          ))}
        </div>
        <p className="mt-10 text-slate-600">
          Want to see them with your own halls?{" "}
          <Link href={DEMO_REQUEST_HREF} className="font-medium text-brand-700 hover:underline">
            Request a demo
          </Link>
          .
        </p>
      </section>
    </>
  );
}
