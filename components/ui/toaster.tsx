"use client";

import { Toaster as Sonner } from "sonner";

/** Toasts: success, error, info, warning; dismissed after 5 s (spec §9) or on close. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
