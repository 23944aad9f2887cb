// Toasts (spec §9): success, error and info, through sonner. The toaster is part of every page's
// first load (12 KB compressed): a toast must show at once, since a page load may follow it closely
// (a sign-in that goes on to another page), and a toast fetched on demand lost that race.
export { toast } from "sonner";
