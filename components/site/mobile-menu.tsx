import { Menu } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";

/** The header's links below 640 px, in a keyboard-usable menu. */
export function MobileMenu({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 sm:hidden"
        aria-label="Open menu"
      >
        <Menu className="size-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-900/10"
        >
          {links.map((l) => (
            <DropdownMenu.Item key={l.href} asChild>
              <Link
                href={l.href}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                {l.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
