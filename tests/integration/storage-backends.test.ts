// The one storage suite (./storage-suite.ts) against each backend: the local disk, PostgreSQL, and
// an S3-compatible server (s3rver) started here.
import fs from "node:fs";
import path from "node:path";

import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll } from "vitest";

import { db } from "@/lib/db";
import { env } from "@/lib/env";

import { startTestS3, type TestS3 } from "./s3-server";
import { storageSuite } from "./storage-suite";

let s3: TestS3;
let client: S3Client;
beforeAll(async () => {
  s3 = await startTestS3();
  const s = s3.settings;
  client = new S3Client({
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY },
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

storageSuite({
  name: "local",
  settings: () => ({}),
  holds: async (key) => fs.existsSync(path.join(env().DATA_DIR, "uploads", key)),
});

storageSuite({
  name: "postgres",
  settings: () => ({}),
  holds: async (key) =>
    (await db.$queryRaw<unknown[]>`SELECT 1 FROM stored_files WHERE key = ${key}`).length > 0,
});

storageSuite({
  name: "s3",
  settings: () => s3.settings,
  holds: (key) =>
    client.send(new HeadObjectCommand({ Bucket: s3.settings.S3_BUCKET, Key: key })).then(
      () => true,
      (error: { name?: string }) => {
        if (error.name === "NotFound") return false;
        throw error;
      },
    ),
});
