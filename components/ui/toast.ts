// Toasts (spec §9) whose code is not part of a page's first load: sonner (12 KB compressed) is
// fetched with the first toast, or earlier by `prepareToasts()` where a toast is about to come,
// and the toaster in the root layout appears then. Sonner shows a toast that was made before its
// toaster subscribed, so nothing is lost in between.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";
type Sonner = typeof import("sonner");

let wanted = false;
const listeners = new Set<() => void>();
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;

/** The toaster's own code, shared with the root layout's toaster (./toaster.tsx). */
export const loadToaster = () => import("./sonner-toaster");

/** Whether a toast was asked for: the store the root layout's toaster reads. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  never: () => false,
};

/**
 * Fetches sonner and the toaster ahead of a toast, so that it shows at once: for a toast that a
 * page load may follow closely (a sign-in that goes on to another page).
 */
export function prepareToasts(): Promise<Sonner> {
  if (!loading) {
    void loadToaster();
    loading = import("sonner").then((module) => (sonner = module));
  }
  return loading;
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  if (sonner) sonner.toast[kind](message, options);
  else void prepareToasts().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
