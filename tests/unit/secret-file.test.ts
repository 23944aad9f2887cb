// A secret generated at a first start (scripts/lib/runtime.ts): replicas that start at once on
// one volume all keep the one that was written first, never each their own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, expect, it, vi } from "vitest";

import type { Env } from "@/lib/env";
import { secretFile } from "@/scripts/lib/runtime";

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-secret-"));
  dirs.push(dir);
  return { DATA_DIR: dir } as Env;
};

it("is generated once and read back afterwards", () => {
  const env = dataDir();
  const made = secretFile(env, "auth-secret");
  expect(made).toMatch(/^[\w-]{43}$/);
  expect(secretFile(env, "auth-secret")).toBe(made);
  expect(fs.readdirSync(path.join(env.DATA_DIR, "secrets"))).toEqual(["auth-secret"]);
});

it("keeps the one another process wrote after this one looked", () => {
  const env = dataDir();
  const first = secretFile(env, "auth-secret");
  // Another replica's file appears between this one's look and its write.
  vi.spyOn(fs, "existsSync").mockReturnValueOnce(false);
  expect(secretFile(env, "auth-secret")).toBe(first);
  expect(fs.readFileSync(path.join(env.DATA_DIR, "secrets", "auth-secret"), "utf8")).toBe(first);
  expect(fs.readdirSync(path.join(env.DATA_DIR, "secrets"))).toEqual(["auth-secret"]);
});
