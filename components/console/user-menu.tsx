"use client";

import { ShellUserMenu } from "@/components/shell/user-menu";

import type { ConsoleUser } from "./tenant-context";

/** The venue console's user menu; Settings only for those who may change them. */
export function UserMenu({ user }: { user: ConsoleUser }) {
  return (
    <ShellUserMenu
      name={user.name}
      email={user.email}
      avatarUrl={user.avatarUrl}
      detail={user.role}
      profileHref="/profile"
      settingsHref={user.canManageVenue ? "/settings" : null}
    />
  );
}
