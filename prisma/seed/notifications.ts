// A few notifications for the demo accounts, so the bell has something to show: the owner's in the
// demo venue, the admin's in the provider console. Only for an account that has none yet.
import { db } from "@/lib/db";
import type { NotificationLevel } from "@/lib/generated/prisma/enums";

const NOTICES: { level: NotificationLevel; message: string; minutesAgo: number }[] = [
  { level: "Info", message: "Welcome to HallBook: your notifications appear here.", minutesAgo: 4 },
  { level: "Success", message: "The demo data is ready to explore.", minutesAgo: 90 },
  { level: "Warning", message: "Remember to set your own password.", minutesAgo: 60 * 26 },
];

export async function seedNotifications(accounts: { userId: number; tenantId: number | null }[]) {
  for (const { userId, tenantId } of accounts) {
    if (await db.notification.count({ where: { userId } })) continue;
    await db.notification.createMany({
      data: NOTICES.map((n) => ({
        userId,
        tenantId,
        level: n.level,
        message: n.message,
        createdAt: new Date(Date.now() - n.minutesAgo * 60_000),
      })),
    });
  }
}
