import { SESSION_ENDED } from "@/lib/auth/messages";
import type { Viewer } from "@/lib/auth/viewer";
import { SESSION_ENDED_REASON } from "@/lib/client/session";

import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";

export const MISMATCH_NOTICE = "Authentication token mismatch. Please log in again.";

/**
 * What the sign-in page says first: why this browser's session is refused, in the server's words
 * (signed out everywhere, deactivated, an access request revoked), else why the visitor was sent
 * here (`reason`): a console whose session ended, or a session of another host.
 */
export function signInNotice(viewer: Viewer, reason: string | undefined): string | undefined {
  if (viewer.problem === "denied" && viewer.detail) return viewer.detail;
  if (reason === SESSION_ENDED_REASON) return SESSION_ENDED;
  if (reason === "mismatch") return MISMATCH_NOTICE;
  return undefined;
}

export function LoginCard({
  title,
  subtitle,
  destination,
  notice,
}: {
  title: string;
  subtitle: string;
  destination: string;
  notice?: string;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <LoginForm destination={destination} notice={notice} />
    </AuthCard>
  );
}
