import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ProviderForgotPassword() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you sign in to the HallBook provider console with, and we will mail you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
