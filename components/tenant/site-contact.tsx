import { Mail, MapPin, Phone } from "lucide-react";

import type { SiteTexts } from "@/lib/public-site/view";
import type { TenantSite } from "@/lib/tenants/site";

import { ContactForm } from "./contact-form";
import { accentButton } from "./venue-style";

/** The contact call to action, the venue's own details, and the form. */
export function SiteContact({ texts, site }: { texts: SiteTexts; site: TenantSite }) {
  const place = [site.address, site.city].filter(Boolean).join(", ");
  const details = [
    site.email ? { icon: Mail, label: site.email, href: `mailto:${site.email}` } : null,
    site.phone
      ? { icon: Phone, label: site.phone, href: `tel:${site.phone.replace(/[^+\d]/g, "")}` }
      : null,
    place ? { icon: MapPin, label: place, href: null } : null,
  ].filter((d) => d !== null);
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-white">
            {texts.contactTitle}
          </h2>
          {texts.contactSubtitle ? (
            <p className="mt-4 text-lg text-slate-300">{texts.contactSubtitle}</p>
          ) : null}
          <a
            href={texts.contactLink}
            className={`mt-8 inline-flex h-12 items-center rounded-lg px-6 text-base font-semibold shadow-sm transition-colors ${accentButton}`}
          >
            {texts.contactButton}
          </a>
          {details.length ? (
            <ul className="mt-10 space-y-3 text-slate-300">
              {details.map(({ icon: Icon, label, href }) => (
                <li key={label} className="flex items-center gap-3">
                  <Icon className="size-5 shrink-0 text-slate-400" aria-hidden />
                  {href ? (
                    <a href={href} className="hover:text-white">
                      {label}
                    </a>
                  ) : (
                    label
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div
          id="contact-form"
          className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-xl sm:p-8 lg:col-span-3"
        >
          <h3 className="text-lg font-semibold text-slate-900">Send us a message</h3>
          <div className="mt-6">
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
