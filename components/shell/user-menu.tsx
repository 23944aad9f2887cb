"use client";

import { LogOut, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";

import { logout } from "@/components/auth/logout-button";
import { initials } from "@/lib/ui/initials";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/**
 * The signed-in user's initials; opens who they are, My Profile, Settings (when `settingsHref`)
 * and Logout. Both consoles use it.
 */
export function ShellUserMenu({
  name,
  email,
  detail,
  profileHref,
  settingsHref,
}: {
  name: string;
  email: string;
  detail?: string | null;
  profileHref: string;
  settingsHref: string | null;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100">
        {/* named by its text: "User menu" and the name shown beside the initials */}
        <span className="sr-only">User menu</span>
        <span
          className="grid size-8 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white"
          aria-hidden
        >
          {initials(name, email)}
        </span>
        <span className="hidden max-w-40 truncate text-sm text-slate-700 sm:inline">
          {name || email}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-900/10"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-medium text-slate-900">{name || email}</p>
            <p className="truncate text-xs text-slate-500">
              {email}
              {detail ? ` · ${detail}` : ""}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link href={profileHref}>
              <UserRound className="size-4" aria-hidden /> My Profile
            </Link>
          </DropdownMenu.Item>
          {settingsHref ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link href={settingsHref}>
                <Settings className="size-4" aria-hidden /> Settings
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item onSelect={logout} className={ITEM}>
            <LogOut className="size-4" aria-hidden /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
