// The notification bell's words, as the spec writes them (§8), and the bell's own labels.
export const FETCH_FAILED = "Failed to fetch notifications";
export const MARK_READ_FAILED = "Failed to mark as read";
export const MARK_ALL_FAILED = "Failed to mark all as read";

export const NOTIFICATIONS_TITLE = "Notifications";
export const MARK_ALL_READ = "Mark all as read";
export const MARK_READ = "Mark as read";
export const LOAD_MORE = "Load more";
export const NO_NOTIFICATIONS = "No notifications yet.";

/** How often the bell asks for the unread count (spec §9: every 30 s), and how many per page. */
export const POLL_MS = 30_000;
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** The badge's text: the count, capped at '99+' (spec §2.3, §9); nothing when all are read. */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 99 ? "99+" : String(Math.floor(unread));
}
