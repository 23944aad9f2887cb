// The door every route goes through, and what it answers where no route is.
import { describe, expect, it, vi } from "vitest";

import * as unknownPath from "@/app/api/[...path]/route";
import { GET as publicClients } from "@/app/api/public/clients/route";
import { db, disconnectDb } from "@/lib/db";

import { call, sessionCookie, tenantWithAdmin, tokenFor } from "./helpers";

describe("paths under /api that no route serves", () => {
  it("answer 404 with a JSON detail, whatever the method and host", async () => {
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
    for (const method of methods)
      for (const [host, path] of [
        ["localhost", "/api/nope/"],
        ["demo.localhost", "/api/tenant/nope/"],
        ["nobody.localhost", "/api/tenant/bookings/1/nope"],
      ]) {
        const res = await call(unknownPath[method], { method, host, path });
        expect(res.status, `${method} ${host}${path}`).toBe(404);
        expect(res.headers.get("content-type")).toContain("application/json");
        if (method !== "HEAD") expect(res.body).toEqual({ detail: "Not found." });
      }
  });
});

describe("credentials on an open route", () => {
  it("make the request anonymous when they do not authenticate", async () => {
    const { tenant } = await tenantWithAdmin();
    const res = await call(publicClients, {
      path: `/api/public/clients/?slug=${tenant.slug}`,
      token: "not-a-token",
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it("never make it anonymous when the database fails: the failure is answered", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const provider = await tokenFor(user.uuid, null);
    const cookie = await sessionCookie(user.uuid, null);
    // This test file has a database of its own: break the user lookup behind authentication.
    await db.$executeRawUnsafe(`ALTER TABLE users RENAME TO users_away`);
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      for (const credentials of [{ token: provider }, { cookie }]) {
        const res = await call(publicClients, {
          path: `/api/public/clients/?slug=${tenant.slug}`,
          ...credentials,
        });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ detail: "Internal server error." });
      }
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("Unhandled error"));
    } finally {
      logged.mockRestore();
      await db.$executeRawUnsafe(`ALTER TABLE users_away RENAME TO users`);
    }
  });
});

describe("stopping", () => {
  it("closes every connection of the process, so the database can stop without cutting one", async () => {
    const { Client } = await import("pg");
    const observer = new Client({ connectionString: process.env.DATABASE_URL });
    await observer.connect();
    const others = async () => {
      const { rows } = await observer.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return rows[0].n;
    };
    try {
      await Promise.all([db.tenant.count(), db.user.count(), db.hall.count()]);
      expect(await others()).toBeGreaterThan(0);
      await disconnectDb();
      await expect.poll(others).toBe(0);
    } finally {
      await observer.end();
    }
  });
});
