"use client";

import { LogOut, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";

import { logout } from "@/components/auth/logout-button";
import { cn } from "@/lib/ui/cn";
import { initials } from "@/lib/ui/initials";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/**
 * The signed-in user's photo (initials without one); opens who they are, My Profile, Settings
 * (when `settingsHref`) and Logout. Both consoles use it.
 */
export function ShellUserMenu({
  name,
  email,
  avatarUrl,
  detail,
  profileHref,
  settingsHref,
}: {
  name: string;
  email: string;
  /** the account's photo; null: the initials */
  avatarUrl: string | null;
  detail?: string | null;
  profileHref: string;
  settingsHref: string | null;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100">
        {/* named by its text: "User menu" and the name shown beside the picture */}
        <span className="sr-only">User menu</span>
        <Face name={name} email={email} avatarUrl={avatarUrl} className="size-8 text-xs" />
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
          <div className="flex items-center gap-3 px-3 py-2">
            <Face name={name} email={email} avatarUrl={avatarUrl} className="size-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{name || email}</p>
              <p className="truncate text-xs text-slate-500">
                {email}
                {detail ? ` · ${detail}` : ""}
              </p>
            </div>
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

/** The photo, or the initials on the brand colour: beside the name, so hidden from readers. */
function Face({
  name,
  email,
  avatarUrl,
  className,
}: {
  name: string;
  email: string;
  avatarUrl: string | null;
  className: string;
}) {
  return avatarUrl ? (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture, served by the API
    <img
      src={avatarUrl}
      alt=""
      aria-hidden
      className={cn("shrink-0 rounded-full object-cover", className)}
    />
  ) : (
    <span
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white",
        className,
      )}
      aria-hidden
    >
      {initials(name, email)}
    </span>
  );
}
