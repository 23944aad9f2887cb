"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";

type MenuLink = { href: string; label: string };

/**
 * The header's links below 640 px, in a keyboard-usable menu (the WAI-ARIA menu button): arrows
 * move between the links, Escape closes it and returns to the button, Tab or a click elsewhere
 * closes it. Written out rather than taken from a library, to keep it out of the public pages'
 * first load (decision 037).
 */
export function MobileMenu({ links }: { links: readonly MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key === "Escape") {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "Tab") setOpen(false);
    else if (move[event.key] !== undefined) all[move[event.key]!]?.focus();
    else return;
    if (event.key !== "Tab") event.preventDefault();
  }

  return (
    <div className="relative sm:hidden">
      <button
        ref={button}
        type="button"
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        aria-label="Open menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label="Menu"
          onKeyDown={onKeyDown}
          className="fixed right-4 top-14 z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-900/10"
        >
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus:bg-slate-100"
            >
              {l.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
