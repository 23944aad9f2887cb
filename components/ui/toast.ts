// Toasts (spec §9) whose code is not part of a page's first load: sonner (12 KB compressed) is
// fetched with the first toast, and the toaster in the root layout appears then. Sonner shows a
// toast that was made before its toaster subscribed, so nothing is lost in between.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was asked for: the store the root layout's toaster reads. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  never: () => false,
};

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import("sonner").then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
