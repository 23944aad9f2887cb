"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";

/** The header's links from 640 px up; the page the visitor is on is marked (aria-current). */
export function NavLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  const pathname = usePathname();
  return links.map((l) => {
    const current = l.href === "/" ? pathname === "/" || pathname === "/home" : pathname === l.href;
    return (
      <Link
        key={l.href}
        href={l.href}
        aria-current={current ? "page" : undefined}
        className={clsx(
          "hidden rounded-md px-3 py-2 font-medium hover:bg-slate-100 hover:text-slate-900 sm:block",
          current ? "bg-slate-100 text-slate-900" : "text-slate-600",
        )}
      >
        {l.label}
      </Link>
    );
  });
}
