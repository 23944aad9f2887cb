import Link from "next/link";

import { LogoutButton } from "@/components/auth/logout-button";
import { MobileMenu } from "@/components/site/mobile-menu";
import { BrandMark } from "@/components/ui/brand-mark";
import { Button } from "@/components/ui/button";
import { providerOrigin } from "@/lib/tenants/origins";

import { SiteImage } from "./site-image";
import { accentButton, accentFill } from "./venue-style";

const navLink =
  "hidden rounded-md px-3 py-2 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:block";

/**
 * A venue's public header: Home, About, Contact, and Login, or Calendar and Logout when signed in.
 * About and Contact are sections of the home page; from another page they lead there.
 */
export async function TenantHeader({
  name,
  logoUrl,
  signedIn,
}: {
  name: string;
  logoUrl?: string | null;
  signedIn: boolean;
}) {
  const provider = providerOrigin();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex min-w-0 items-center gap-2.5 font-semibold text-slate-900">
          <span className="relative size-8 shrink-0 overflow-hidden rounded-lg">
            <SiteImage
              url={logoUrl}
              alt=""
              sizes="32px"
              preload
              fallback={<BrandMark className={accentFill} />}
            />
          </span>
          <span className="truncate">{name}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm">
          <Link href="/" className={navLink}>
            Home
          </Link>
          <Link href="/#about" className={navLink}>
            About
          </Link>
          <Link href="/#contact" className={navLink}>
            Contact
          </Link>
          {/* Below 640 px the menu adds the provider's Products and Careers (spec §2.1). */}
          <MobileMenu
            links={[
              { href: "/", label: "Home" },
              { href: "/#about", label: "About" },
              { href: "/#contact", label: "Contact" },
              { href: `${provider}/products`, label: "Products" },
              { href: `${provider}/careers`, label: "Careers" },
            ]}
          />
          {signedIn ? (
            <>
              <Button asChild size="sm" variant="secondary" className="ml-2">
                <Link href="/calendar">Calendar</Link>
              </Button>
              <LogoutButton size="sm" variant="ghost" />
            </>
          ) : (
            <Button asChild size="sm" className={`ml-2 ${accentButton}`}>
              <Link href="/login">Login</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
