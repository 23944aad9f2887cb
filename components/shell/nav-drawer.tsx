"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";

import { BrandMark } from "@/components/ui/brand-mark";

// Tailwind's md breakpoint, where the sidebar takes over from this menu.
const DESKTOP = "(min-width: 48rem)";

/**
 * A console's menu below the md breakpoint: a modal drawer (focus moves in and stays in; Escape,
 * the overlay and the close button dismiss it; focus goes back to 'Open menu'). It closes when the
 * page changes, and when the window grows past md, where it is not shown. `nav` draws the entries
 * and calls its argument when one is followed.
 */
export function NavDrawer({
  title,
  nav,
}: {
  title: string;
  nav: (close: () => void) => React.ReactNode;
}) {
  const pathname = usePathname();
  // Open on the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP);
    const close = () => desktop.matches && setOpenOn(null);
    desktop.addEventListener("change", close);
    return () => desktop.removeEventListener("change", close);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(o) => setOpenOn(o ? pathname : null)}>
      <Dialog.Trigger
        className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 md:hidden"
        aria-label="Open menu"
      >
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-drawer-in flex-col bg-white shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-4">
            <BrandMark />
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">{title}</span>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
            {nav(() => setOpenOn(null))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
