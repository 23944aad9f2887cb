import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";

export const MISMATCH_NOTICE = "Authentication token mismatch. Please log in again.";

export function LoginCard({
  title,
  subtitle,
  destination,
  reason,
}: {
  title: string;
  subtitle: string;
  destination: string;
  reason?: string;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <LoginForm
        destination={destination}
        notice={reason === "mismatch" ? MISMATCH_NOTICE : undefined}
      />
    </AuthCard>
  );
}
