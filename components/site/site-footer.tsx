import { Mail, Phone } from "lucide-react";
import Link from "next/link";

import { COMPANY } from "@/lib/core/company";
import { COMPANY_LINKS } from "@/lib/site/config";
import { socialLinks } from "@/lib/site/legal";

/** The company site's footer; its social icons are the ones configured (SOCIAL_*_URL). */
export function SiteFooter() {
  const social = socialLinks();
  const links = [
    ...COMPANY_LINKS,
    { href: "/contact", label: "Contact" },
    { href: "/security-vulnerability-report", label: "Report a vulnerability" },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-semibold text-slate-900">{COMPANY.name}</p>
          <p className="mt-2 text-sm text-slate-600">
            Bookings, calendars and a public site for event and banquet venues.
          </p>
          {social.length ? (
            <div className="mt-4 flex gap-3 text-slate-500">
              {social.map((s) => (
                <a
                  key={s.label}
                  href={s.href}
                  className="grid size-8 place-items-center rounded-full bg-white text-xs font-bold ring-1 ring-slate-200 hover:text-slate-900 hover:ring-slate-400"
                >
                  <span aria-hidden>{s.mark}</span>
                  <span className="sr-only">{s.label}</span>
                </a>
              ))}
            </div>
          ) : null}
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-2 text-sm">
          {links.map((l) => (
            <Link key={l.href} href={l.href} className="text-slate-600 hover:text-slate-900">
              {l.label}
            </Link>
          ))}
          <Link href="/privacy" className="text-slate-600 hover:text-slate-900">
            Privacy Policy
          </Link>
          <Link href="/terms" className="text-slate-600 hover:text-slate-900">
            Terms of Service
          </Link>
        </nav>
        <div className="space-y-2 text-sm text-slate-600">
          <a
            href={`mailto:${COMPANY.email}`}
            className="flex items-center gap-2 hover:text-slate-900"
          >
            <Mail className="size-4" /> {COMPANY.email}
          </a>
          <a
            href={`tel:${COMPANY.phone.replace(/[^+\d]/g, "")}`}
            className="flex items-center gap-2 hover:text-slate-900"
          >
            <Phone className="size-4" /> {COMPANY.phone}
          </a>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
      </p>
    </footer>
  );
}
