import { Mail, Phone, ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { CompanyContactForm } from "@/components/site/company-contact-form";
import { PageIntro } from "@/components/site/page-intro";
import { COMPANY } from "@/lib/core/company";

export const metadata: Metadata = {
  title: "Contact",
  description: "Write to the HallBook team: a demo, a question, or help with your venue's site.",
};

/** `?subject=` prefills the subject (the tenant console's 'Request a demo' link sets one). */
export default async function ContactPage({ searchParams }: PageProps<"/contact">) {
  const { subject } = await searchParams;
  return (
    <>
      <PageIntro eyebrow="Contact" title="Talk to us.">
        <p>
          A demo for your venue, a question about pricing, or help with your console: write to us
          and a person from the team will answer, usually within one working day.
        </p>
      </PageIntro>
      <section className="mx-auto grid max-w-6xl gap-10 px-4 pt-4 pb-20 sm:px-6 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
          <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
          <div className="mt-6">
            <CompanyContactForm
              subject={typeof subject === "string" ? subject.slice(0, 200) : ""}
            />
          </div>
        </div>
        <aside aria-label="Other ways to reach us" className="space-y-6 text-sm text-slate-600">
          <div>
            <h2 className="text-base font-semibold text-slate-900">Other ways to reach us</h2>
            <ul className="mt-3 space-y-3">
              <li>
                <a
                  href={`mailto:${COMPANY.email}`}
                  className="flex items-center gap-2 hover:text-slate-900"
                >
                  <Mail className="size-4 text-brand-600" aria-hidden /> {COMPANY.email}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${COMPANY.phone.replace(/[^+\d]/g, "")}`}
                  className="flex items-center gap-2 hover:text-slate-900"
                >
                  <Phone className="size-4 text-brand-600" aria-hidden /> {COMPANY.phone}
                </a>
              </li>
            </ul>
          </div>
          <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <ShieldAlert className="size-4 text-brand-600" aria-hidden /> Found a security issue?
            </p>
            <p className="mt-1">
              Please{" "}
              <Link
                href="/security-vulnerability-report"
                className="font-medium text-brand-700 hover:underline"
              >
                report it privately
              </Link>{" "}
              rather than here.
            </p>
          </div>
        </aside>
      </section>
    </>
  );
}
