import Link from "next/link";

import { LogoutButton } from "@/components/auth/logout-button";
import { BrandMark } from "@/components/ui/brand-mark";

/** The top bar of a signed-in console: its name, who is signed in, and Logout. */
export function ConsoleHeader({
  title,
  homeHref,
  email,
}: {
  title: string;
  homeHref: string;
  email: string;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href={homeHref} className="flex items-center gap-2 font-semibold text-slate-900">
          <BrandMark />
          {title}
        </Link>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-slate-600 sm:inline">{email}</span>
          <LogoutButton variant="secondary" size="sm" />
        </div>
      </div>
    </header>
  );
}
