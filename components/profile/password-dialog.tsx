"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
import {
  PASSWORD_MIN_LENGTH,
  passwordChangeForm,
  type PasswordChangeFormValues,
} from "@/lib/users/profile-schemas";

import type { ProfileEndpoints } from "./fields";

const EMPTY: PasswordChangeFormValues = {
  old_password: "",
  new_password: "",
  confirm_password: "",
};

/** Why a forced change is asked for: a password given to the account, or one reset for it. */
export const FIRST_PASSWORD_PROMPT = "Choose your own password to continue working.";
export const RESET_PASSWORD_PROMPT =
  "Your password was reset. Choose a new one to continue working.";
/** An account that never chose a password of its own signs in with the one it was mailed. */
export const TEMPORARY_PASSWORD_LABEL = "Temporary password";
export const TEMPORARY_PASSWORD_HINT = "The temporary password you were sent by mail.";

/**
 * Change your password (spec §5): every rule is checked here with the API's schema and again by the
 * server, whose answer comes back into the fields and as 'Failed to update password: …'. `forced`
 * when the account must choose a new password before working (spec §4); `firstPassword` when it
 * has only ever had passwords given to it (a provisioned owner, an invited member).
 */
export function PasswordDialog({
  open,
  onOpenChange,
  endpoint,
  email,
  forced,
  firstPassword,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  endpoint: ProfileEndpoints["password"];
  /** the account's, for password managers (a hidden username field) */
  email: string;
  forced: boolean;
  firstPassword: boolean;
  onChanged: () => void;
}) {
  const { form, formError, setFormError, submit } = useApiForm({
    schema: passwordChangeForm,
    defaultValues: EMPTY,
    fields: ["old_password", "new_password"],
    request: ({ old_password, new_password }) =>
      call.post(endpoint, { body: { old_password, new_password } }),
    onSuccess: () => {
      close(false);
      onChanged();
    },
    failure: {
      form: (error) => `Failed to update password: ${errorMessage(error)}`,
      toast: "Failed to change password.",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  // The server's field errors are said once, in the banner ('Failed to update password: …'):
  // their fields are only marked.
  const said = (error?: { type: string; message?: string }) =>
    error?.type === "server" ? { "aria-invalid": true as const } : { error: error?.message };
  const close = (next: boolean) => {
    if (!next) {
      form.reset(EMPTY);
      setFormError(null);
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={forced ? "Choose a New Password" : "Change Password"}
      description={
        forced
          ? firstPassword
            ? FIRST_PASSWORD_PROMPT
            : RESET_PASSWORD_PROMPT
          : "Enter your current password, then the new one twice."
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert>{errors.root?.message ?? formError}</FormAlert>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field
          label={firstPassword ? TEMPORARY_PASSWORD_LABEL : "Current password"}
          hint={firstPassword ? TEMPORARY_PASSWORD_HINT : undefined}
          type="password"
          autoComplete="current-password"
          autoFocus
          {...register("old_password")}
          {...said(errors.old_password)}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...register("new_password")}
          {...said(errors.new_password)}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...register("confirm_password")}
          error={errors.confirm_password?.message}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <SaveButton saving={isSubmitting}>Change Password</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
