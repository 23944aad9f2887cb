import path from "node:path";

import { defineConfig } from "prisma/config";

// Prisma's CLI normally downloads a native schema engine. HallBook serves the CLI from Prisma's
// own engine compiled to WebAssembly instead, so migrations work on machines with no access to
// Prisma's binary host (see docs/decisions/003-prisma-wasm-schema-engine.md).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(
  import.meta.dirname,
  "prisma/engine/schema-engine.mjs",
);

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  // env("DATABASE_URL") throws when unset, which would also break `prisma generate`. Migrations
  // take a session's lock: direct to PostgreSQL when DATABASE_URL is a pooler (docs/decisions/105).
  datasource: { url: process.env.DATABASE_LISTEN_URL || process.env.DATABASE_URL || "" },
});
