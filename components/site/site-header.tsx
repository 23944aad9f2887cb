import Link from "next/link";

import { LogoutButton } from "@/components/auth/logout-button";
import { BrandMark } from "@/components/ui/brand-mark";
import { Button } from "@/components/ui/button";
import { COMPANY_LINKS } from "@/lib/site/config";

import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

/** The company site's header: Contact becomes Admin and Login becomes Logout once signed in. */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const links = [
    ...COMPANY_LINKS,
    signedIn ? { href: "/admin", label: "Admin" } : { href: "/contact", label: "Contact" },
  ];
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold text-slate-900">
          <BrandMark />
          HallBook
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 overflow-x-auto text-sm">
          <NavLinks links={links} />
          <MobileMenu links={links} />
          {signedIn ? (
            <LogoutButton variant="secondary" size="sm" className="ml-2" />
          ) : (
            <Button asChild size="sm" className="ml-2">
              <Link href="/login">Login</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
