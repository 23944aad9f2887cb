import { ShieldAlert } from "lucide-react";

import { LogoutButton } from "@/components/auth/logout-button";
import { grantTime } from "@/lib/impersonation/times";

/**
 * Above every page of a session opened through an access request: who is in the venue, with
 * which role, until when (in the venue's zone), and the way out.
 */
export function ImpersonationBanner({
  who,
  role,
  until,
  timeZone,
}: {
  who: string;
  role: string;
  until: Date | null;
  timeZone: string;
}) {
  const ends = until ? grantTime(until, timeZone) : null;
  return (
    <div
      role="region"
      aria-label="Impersonated session"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6"
    >
      <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">{who}</strong> is here through an access request, as{" "}
        <strong className="font-semibold">{role}</strong>
        {ends ? (
          <>
            {" "}
            until <time dateTime={until!.toISOString()}>{ends}</time>
          </>
        ) : null}
        .
        <span className="hidden sm:inline">
          {" "}
          The team, passwords, calendar feeds, booking settings and approvals stay the venue&apos;s.
        </span>
      </p>
      <LogoutButton size="sm" variant="secondary">
        Sign out
      </LogoutButton>
    </div>
  );
}
