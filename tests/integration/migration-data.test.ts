// What this version's migrations do to the rows an earlier version left: the refresh token
// families live at the upgrade are revoked (a sign-in that raced a password change may have left
// one), and the accounts only an invitation could have made are marked as made by one.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";

import { databaseUrl } from "@/lib/db/embedded";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { MIGRATIONS_DIR } from "@/scripts/lib/layout";

const FIRST_OF_THIS_VERSION = "20261127124239_refresh_family_versions";
const adminUrl = inject("postgresUrl");
const name = `migrate_data_${crypto.randomBytes(5).toString("hex")}`;
const url = databaseUrl(adminUrl, name);

async function query<T = Record<string, unknown>>(on: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

afterAll(() => query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/** The database as the version before left it: every migration before this version's. */
async function earlierVersion() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-earlier-"));
  for (const m of readMigrations(MIGRATIONS_DIR).filter((m) => m.name < FIRST_OF_THIS_VERSION))
    fs.cpSync(path.join(MIGRATIONS_DIR, m.name), path.join(dir, m.name), { recursive: true });
  await applyMigrations(url, dir);
  fs.rmSync(dir, { recursive: true });
}

describe("this version's data migrations", () => {
  it("revoke live refresh families and mark the accounts invitations made", async () => {
    await earlierVersion();
    await query(
      url,
      `INSERT INTO tenants (name, slug, schema_name, updated_at)
      VALUES ('A', 'mig-a', 'mig_a', now()), ('B', 'mig-b', 'mig_b', now());
      INSERT INTO users (uuid, email, password_hash, must_reset_password, is_staff, updated_at)
      VALUES (gen_random_uuid(), 'member@x.example', 'h', false, false, now()),
        (gen_random_uuid(), 'invited@x.example', 'h', true, false, now()),
        (gen_random_uuid(), 'staff@x.example', 'h', true, true, now()),
        (gen_random_uuid(), 'elsewhere@x.example', 'h', true, false, now()),
        (gen_random_uuid(), 'signed-in@x.example', 'h', true, false, now());
      UPDATE users SET last_login_at = now() WHERE email = 'signed-in@x.example';
      INSERT INTO tenant_users (tenant_id, user_id, role, status, accepted_at, updated_at)
      SELECT t.id, u.id, 'Staff', CASE WHEN t.slug = 'mig-b' THEN 'active' ELSE 'pending' END::member_status,
        CASE WHEN t.slug = 'mig-b' THEN now() END, now()
      FROM users u JOIN tenants t ON t.slug = 'mig-a' OR (t.slug = 'mig-b' AND u.email = 'elsewhere@x.example')
      WHERE u.email <> 'member@x.example';
      INSERT INTO refresh_token_families (id, user_id) SELECT gen_random_uuid(), id FROM users;`,
    );
    await applyMigrations(url, MIGRATIONS_DIR);
    const families = await query<{ live: number; unversioned: number }>(
      url,
      `SELECT count(*) FILTER (WHERE f.revoked_at IS NULL)::int AS live,
        count(*) FILTER (WHERE f.session_version <> u.session_version)::int AS unversioned
      FROM refresh_token_families f JOIN users u ON u.id = f.user_id`,
    );
    expect(families).toEqual([{ live: 0, unversioned: 0 }]);
    const marked = await query<{ email: string }>(
      url,
      "SELECT email FROM users WHERE made_by_invitation ORDER BY email",
    );
    expect(marked.map((u) => u.email)).toEqual(["invited@x.example"]);
  });
});
