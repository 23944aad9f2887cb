import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { TenantAuthFrame } from "@/components/auth/tenant-auth-frame";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function TenantResetPassword({
  params,
}: PageProps<"/[tenant]/reset-password">) {
  const { tenant: slug } = await params;
  return (
    <TenantAuthFrame slug={slug}>
      {(name) => (
        <AuthCard title="Choose a new password" subtitle={`For your account at ${name}.`}>
          <ResetPasswordForm />
        </AuthCard>
      )}
    </TenantAuthFrame>
  );
}
