// What a user reads of their notifications (spec §3, §4, §7). A user sees only their own, and only
// those of the context they are signed into: a tenant's on that tenant's host, the provider
// console's (tenantId null) outside every tenant (docs/decisions/022-admin-shell-and-bell.md).
// The scope is part of every query, so another user's or another context's id answers 404.
import type { Principal } from "@/lib/auth/principal";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";
import type { Notification } from "@/lib/generated/prisma/client";

import type { NotificationListQuery } from "./schemas";

/** The one serialized shape of a notification, for the API and the bell. */
export type NotificationView = {
  id: number;
  level: Notification["level"];
  message: string;
  related_object_info: unknown;
  is_read: boolean;
  read_at: string | null;
  created_at: string;
};

export type NotificationPage = {
  results: NotificationView[];
  next: string | null;
  count: number;
};

export function serializeNotification(n: Notification): NotificationView {
  return {
    id: n.id,
    level: n.level,
    message: n.message,
    related_object_info: n.relatedObjectInfo ?? null,
    is_read: n.isRead,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
  };
}

/** The rows `principal` may see: their own, in the context they are signed into. */
export const inboxOf = (principal: Principal) => ({
  userId: principal.user.id,
  tenantId: principal.tenant?.id ?? null,
});

/** The public path of the list (the proxy serves /notifications/ from app/api/notifications). */
export const NOTIFICATIONS_PATH = "/notifications/";

export async function listNotifications(options: {
  principal: Principal;
  query: NotificationListQuery;
}): Promise<NotificationPage> {
  const { principal, query } = options;
  const where = inboxOf(principal);
  const dir = query.ordering === "created_at" ? "asc" : "desc";
  const [count, rows] = await Promise.all([
    db.notification.count({ where }),
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: dir }, { id: dir }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
  ]);
  const more = query.page * query.page_size < count;
  const next = more
    ? `${NOTIFICATIONS_PATH}?${new URLSearchParams({
        ordering: query.ordering,
        page_size: String(query.page_size),
        page: String(query.page + 1),
      })}`
    : null;
  return { results: rows.map(serializeNotification), next, count };
}

export async function unreadCount(options: { principal: Principal }): Promise<{ unread: number }> {
  const unread = await db.notification.count({
    where: { ...inboxOf(options.principal), isRead: false },
  });
  return { unread };
}

export async function findNotificationOrThrow(options: { principal: Principal; id: number }) {
  const row = await db.notification.findFirst({
    where: { id: options.id, ...inboxOf(options.principal) },
  });
  if (!row) throw notFound();
  return row;
}

/** Marks one read; one already read keeps the time it was first read. */
export async function markNotificationRead(options: {
  principal: Principal;
  id: number;
}): Promise<{ read_at: string }> {
  const row = await findNotificationOrThrow(options);
  if (row.isRead && row.readAt) return { read_at: row.readAt.toISOString() };
  const readAt = new Date();
  await db.notification.updateMany({
    where: { id: row.id, ...inboxOf(options.principal), isRead: false },
    data: { isRead: true, readAt },
  });
  const after = await findNotificationOrThrow(options);
  return { read_at: (after.readAt ?? readAt).toISOString() };
}

export async function markAllNotificationsRead(options: {
  principal: Principal;
}): Promise<{ marked: number }> {
  const { count } = await db.notification.updateMany({
    where: { ...inboxOf(options.principal), isRead: false },
    data: { isRead: true, readAt: new Date() },
  });
  return { marked: count };
}
