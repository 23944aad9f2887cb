"use client";

import { Bell as BellIcon } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";

import { useAccountHeld } from "@/components/shell/signed-in";
import { badgeText, NOTIFICATIONS_TITLE } from "@/lib/notifications/messages";
import type { Clock } from "@/lib/time";

import { NotificationList } from "./notification-list";
import { useUnreadCount } from "./use-notifications";

/**
 * The bell of both consoles (spec §2.2, §2.3): the unread count as a badge ('99+' above 99), and a
 * popover with the notifications. It needs a react-query client above it. None for an account
 * held for a password change: the API would refuse its every poll. `clock`: the venue's, which
 * each notice's exact time is shown in (the provider's console has none: the reader's own).
 */
export function NotificationBell({ clock }: { clock?: Clock }) {
  return useAccountHeld() ? null : <Bell clock={clock} />;
}

function Bell({ clock }: { clock?: Clock }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data?.unread ?? 0;
  const badge = badgeText(count);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        {/* named by its text, not aria-label: the badge's number is then part of the name */}
        <span className="sr-only">
          {badge ? `${NOTIFICATIONS_TITLE} (${count} unread)` : NOTIFICATIONS_TITLE}
        </span>
        <BellIcon className="size-5" aria-hidden />
        {badge ? (
          <span
            data-testid="notification-badge"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-900/10"
        >
          <NotificationList open={open} unread={count} clock={clock} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
