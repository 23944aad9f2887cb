"use client";

import { Send } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, Spinner } from "@/components/ui/field";

/**
 * The frame of a dialog that writes an email: title, who it goes to, the form's own fields, and
 * Cancel / 'Send Email' ('Sending...' while it goes). It cannot be closed while the message is on
 * its way, since that would hide whether it left.
 */
export function EmailDialog({
  title,
  description,
  formError,
  isSubmitting,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: string;
  formError: string | null;
  isSubmitting: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={title}
      description={description}
      className="max-w-xl"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <Send className="size-4" aria-hidden />}
            {isSubmitting ? "Sending..." : "Send Email"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
