import { describe, expect, it } from "vitest";

import { db } from "@/lib/db";
import {
  notifyProviderStaff,
  notifyTenantAdmins,
  notifyTenantMembers,
  notifyUsers,
} from "@/lib/notifications/notify";

import { addMember, createUser, venue } from "./helpers";

const inbox = (userId: number) =>
  db.notification.findMany({ where: { userId }, orderBy: { id: "asc" } });

describe("notify", () => {
  it("tells the tenant's active Owners and Admins, never the one who acted", async () => {
    const v = await venue({ role: "Owner" });
    const admin = await createUser();
    const staff = await createUser();
    const gone = await createUser();
    await addMember(v.tenant.id, admin.id, "Admin");
    await addMember(v.tenant.id, staff.id, "Staff");
    await addMember(v.tenant.id, gone.id, "Admin");
    await db.tenantUser.updateMany({ where: { userId: gone.id }, data: { status: "inactive" } });

    const count = await notifyTenantAdmins({
      tenantId: v.tenant.id,
      except: v.user.id,
      level: "Warning",
      message: "Access requested",
      related: { type: "impersonation_request", id: 7 },
    });
    expect(count).toBe(1);
    const [notice] = await inbox(admin.id);
    expect(notice).toMatchObject({
      tenantId: v.tenant.id,
      level: "Warning",
      message: "Access requested",
      relatedObjectInfo: { type: "impersonation_request", id: 7 },
      isRead: false,
    });
    for (const u of [v.user, staff, gone]) expect(await inbox(u.id)).toEqual([]);

    expect(await notifyTenantMembers({ tenantId: v.tenant.id, message: "All" })).toBe(3);
  });

  it("tells the provider's active system users in the console, and each user once", async () => {
    const staff = await createUser({ system: true });
    const retired = await createUser({ system: true, isActive: false });
    await notifyProviderStaff({ message: "New application" });
    expect(await inbox(staff.id)).toMatchObject([{ tenantId: null, level: "Info" }]);
    expect(await inbox(retired.id)).toEqual([]);

    const user = await createUser();
    expect(
      await notifyUsers({ userIds: [user.id, user.id], tenantId: null, message: "Once" }),
    ).toBe(1);
  });

  it("is written in the caller's transaction, and rolled back with it", async () => {
    const user = await createUser();
    await expect(
      db.$transaction(async (tx) => {
        await notifyUsers({ userIds: [user.id], tenantId: null, message: "Never" }, tx);
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await inbox(user.id)).toEqual([]);
  });
});
