import { describe, expect, it } from "vitest";

import { db } from "@/lib/db";
import { getTenantSite } from "@/lib/tenants/site";

import { venue } from "./helpers";

describe("a venue's home page", () => {
  it("counts a branch's halls in use, not the deleted (archived) ones", async () => {
    const v = await venue();
    await db.hall.create({
      data: {
        tenantId: v.tenant.id,
        branchId: v.branch.id,
        name: "Old Annex",
        archivedAt: new Date(),
        isActive: false,
      },
    });
    const site = await getTenantSite(v.tenant.slug);
    expect(site?.branches).toEqual([
      expect.objectContaining({ name: "Main", _count: { halls: 1 } }),
    ]);
  });
});
