import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { TenantAuthFrame } from "@/components/auth/tenant-auth-frame";

export const metadata: Metadata = { title: "Forgot password" };

export default async function TenantForgotPassword({
  params,
}: PageProps<"/[tenant]/forgot-password">) {
  const { tenant: slug } = await params;
  return (
    <TenantAuthFrame slug={slug}>
      {(name) => (
        <AuthCard
          title="Forgot your password?"
          subtitle={`Enter the email you sign in to ${name} with, and we will mail you a link to choose a new password.`}
        >
          <ForgotPasswordForm />
        </AuthCard>
      )}
    </TenantAuthFrame>
  );
}
