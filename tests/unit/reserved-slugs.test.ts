// Every page folder of the provider's host is a reserved slug: a venue named after one would be
// shadowed by the provider's page (the proxy rewrites a venue's host to /{slug}/...).
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { RESERVED_SUBDOMAINS } from "@/lib/tenants/host";
import { isReservedSlug, RESERVED_SLUGS } from "@/lib/tenants/reserved";
import { tenantSlug } from "@/lib/tenants/schemas";

const app = path.resolve(import.meta.dirname, "../../app");
const folders = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[([_@]/.test(d.name))
    .map((d) => d.name);

describe("reserved slugs", () => {
  it("cover every folder of app/ and app/(site), and the reserved subdomains", () => {
    for (const name of [
      ...folders(app),
      ...folders(path.join(app, "(site)")),
      ...RESERVED_SUBDOMAINS,
    ])
      expect(isReservedSlug(name), name).toBe(true);
  });

  it("are the ones the database refuses (the migration's list)", () => {
    const migrations = path.resolve(import.meta.dirname, "../../prisma/migrations");
    const latest = fs
      .readdirSync(migrations)
      .sort()
      .reverse()
      .map((m) => path.join(migrations, m, "migration.sql"))
      .find(
        (f) => fs.existsSync(f) && fs.readFileSync(f, "utf8").includes("tenants_slug_is_a_label"),
      );
    const sql = fs.readFileSync(latest!, "utf8");
    const listed = [...sql.slice(sql.lastIndexOf("NOT IN")).matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );
    expect(listed.sort()).toEqual([...RESERVED_SLUGS].sort());
  });

  it("the slug schema lower-cases, trims and refuses them", () => {
    expect(tenantSlug.parse("  My-Venue ")).toBe("my-venue");
    for (const slug of RESERVED_SLUGS) expect(tenantSlug.safeParse(slug).success, slug).toBe(false);
  });
});
