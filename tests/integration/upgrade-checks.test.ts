// The checks SECURITY.md asks an operator to run when upgrading are run here against a database
// the way an earlier version could have left it, so that what the page says stays true.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { db } from "@/lib/db";

import { addMember, createUser, venue } from "./helpers";

/** The SQL of the fenced blocks in SECURITY.md's "Upgrading to this version" section. */
function upgradeQueries(): string[] {
  const page = fs.readFileSync(path.resolve(import.meta.dirname, "../../SECURITY.md"), "utf8");
  const section = /## Upgrading to this version\n([\s\S]*?)\n## /.exec(page)?.[1] ?? "";
  return [...section.matchAll(/^ *```sql\n *([\s\S]*?)\n *```/gm)].map((m) => m[1]);
}

describe("SECURITY.md's upgrade check", () => {
  it("lists the memberships provider users hold in venues' teams, with the venue and the date", async () => {
    const [query] = upgradeQueries();
    expect(query, "a fenced sql block in 'Upgrading to this version'").toBeDefined();
    expect(query.split("\n")).toHaveLength(1);
    const v = await venue();
    const staff = await createUser({ staff: true });
    const system = await createUser({ system: true });
    const superuser = await createUser();
    await db.user.update({ where: { id: superuser.id }, data: { isSuperuser: true } });
    const added = new Date("2026-11-20T10:00:00Z");
    for (const who of [staff, system, superuser]) {
      const m = await addMember(v.tenant.id, who.id, "Owner");
      await db.tenantUser.update({ where: { id: m.id }, data: { createdAt: added } });
    }
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(query);
    const text = JSON.stringify(rows);
    for (const who of [staff, system, superuser]) expect(text).toContain(who.email);
    // The venue's own member is not listed.
    expect(text).not.toContain(v.user.email);
    for (const row of rows) {
      expect(Object.values(row)).toContain(v.tenant.slug);
      expect(Object.values(row)).toContainEqual(added);
    }
  });
});
