// Which storage a process uses, the settings S3 needs, and the one range a Range header asks for.
import { describe, expect, it } from "vitest";

import { parseEnv, storageBackend } from "@/lib/env";
import { parseRange, resolveRange } from "@/lib/storage/range";
import { chooseStorage } from "@/scripts/lib/storage-default";

const parse = (source: Record<string, string>) =>
  parseEnv({ DATA_DIR: "/srv/hallbook", ...source } as unknown as NodeJS.ProcessEnv);
const DATABASE_URL = "postgresql://u:p@db:5432/hallbook";
const S3 = { S3_BUCKET: "files", S3_REGION: "eu-central-1" };

describe("STORAGE", () => {
  it("is PostgreSQL with a DATABASE_URL, the local disk without one, or what it says", () => {
    expect(storageBackend(parse({}))).toBe("local");
    expect(storageBackend(parse({ DATABASE_URL }))).toBe("postgres");
    expect(storageBackend(parse({ DATABASE_URL, STORAGE: "local" }))).toBe("local");
    expect(storageBackend(parse({ STORAGE: "postgres" }))).toBe("postgres");
    expect(storageBackend(parse({ STORAGE: "s3", ...S3 }))).toBe("s3");
    expect(storageBackend(parse({ DATABASE_URL, STORAGE: "" }))).toBe("postgres");
  });

  it.each([
    [{ STORAGE: "disk" }, "STORAGE: must be local, postgres or s3"],
    [{ STORAGE: "s3" }, "S3_BUCKET: is required with STORAGE=s3: the bucket's name"],
    [{ STORAGE: "s3", S3_BUCKET: "f" }, "S3_REGION: is required with STORAGE=s3 on Amazon S3"],
    [{ STORAGE: "local", STORAGE_FALLBACK: "s3" }, "S3_BUCKET: is required with STORAGE_FALLBACK"],
    [{ STORAGE: "s3", ...S3, S3_ACCESS_KEY_ID: "k" }, "S3_SECRET_ACCESS_KEY: is required with"],
    [{ STORAGE: "s3", ...S3, S3_SECRET_ACCESS_KEY: "s" }, "S3_ACCESS_KEY_ID: is required with"],
    [{ STORAGE: "s3", ...S3, S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT: must be an http://"],
    [{ DATABASE_URL, STORAGE_FALLBACK: "postgres" }, "STORAGE_FALLBACK: must differ from the"],
  ])("stops the start when the settings do not fit: %o", (source, message) => {
    expect(() => parse(source)).toThrow(`Invalid configuration:\n  ${message}`);
  });

  it("takes S3 with a bucket and a region, or a bucket and another service's endpoint", () => {
    expect(parse({ STORAGE: "s3", ...S3 }).S3_BUCKET).toBe("files");
    const minio = parse({
      STORAGE: "s3",
      S3_BUCKET: "files",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(minio).toMatchObject({ S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: true });
    // as the compose file passes an unset one on: unset, not false
    const passed = parse({ STORAGE: "s3", ...S3, S3_FORCE_PATH_STYLE: "", S3_ENDPOINT: "" });
    expect(passed).toMatchObject({ S3_FORCE_PATH_STYLE: undefined, S3_ENDPOINT: undefined });
  });
});

describe("chooseStorage at start", () => {
  it("fixes the default before the embedded database's address fills DATABASE_URL in", () => {
    expect(chooseStorage(parse({}), false)).toEqual({ STORAGE: "local" });
    expect(chooseStorage(parse({}), true)).toEqual({ STORAGE: "local" });
    expect(chooseStorage(parse({ DATABASE_URL }), false)).toEqual({ STORAGE: "postgres" });
  });

  it("reads an upgraded install's files from the disk until they are moved", () => {
    const choice = chooseStorage(parse({ DATABASE_URL }), true);
    expect(choice).toMatchObject({ STORAGE: "postgres", STORAGE_FALLBACK: "local" });
    expect(choice.notice).toBe(
      "New uploads go to postgres; files uploaded before are read from /srv/hallbook/uploads " +
        "until they are moved there: npm run storage:migrate -- --to postgres (README, Files).",
    );
  });

  it("leaves a storage the operator chose as it is", () => {
    expect(chooseStorage(parse({ DATABASE_URL, STORAGE: "postgres" }), true)).toEqual({
      STORAGE: "postgres",
    });
    const moving = parse({ STORAGE: "s3", ...S3, STORAGE_FALLBACK: "postgres" });
    expect(chooseStorage(moving, true)).toEqual({ STORAGE: "s3", STORAGE_FALLBACK: "postgres" });
  });
});

describe("Range", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: undefined }],
    ["bytes=-500", { suffix: 500 }],
    [" bytes=5-5 ", { start: 5, end: 5 }],
  ])("reads one range: %s", (header, range) => {
    expect(parseRange(header)).toEqual(range);
  });

  it.each([null, "", "bytes=", "bytes=-", "bytes=9-1", "bytes=0-1,5-6", "items=0-1", "bytes=a-b"])(
    "answers the whole file for no range, several, another unit or nonsense: %s",
    (header) => expect(parseRange(header)).toBeNull(),
  );

  it("places a range in a file of known size, or says it lies past the end", () => {
    expect(resolveRange(undefined, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 2, end: 50 }, 10)).toEqual({ start: 2, end: 9 });
    expect(resolveRange({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveRange({ suffix: 30 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 10 }, 10)).toBeNull();
    expect(resolveRange({ suffix: 0 }, 10)).toBeNull();
    expect(resolveRange({ suffix: 5 }, 0)).toBeNull();
  });
});
