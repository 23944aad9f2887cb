// One storage suite, run against each backend (storage-backends.test.ts): what every backend must
// do with files (./storage-files.ts), and the access rules of each kind of file through the real
// route handlers (./storage-access.ts).
import { afterAll, beforeAll, describe } from "vitest";

import { resetEnv } from "@/lib/env";
import { resetFileStorage } from "@/lib/storage";

import { accessRules } from "./storage-access";
import { fileOperations } from "./storage-files";

export type Backend = {
  name: "local" | "postgres" | "s3";
  /** the variables that configure it, beside the test database's DATABASE_URL */
  settings: () => Record<string, string>;
  /** whether the backend itself holds `key`, asked without HallBook's storage code */
  holds: (key: string) => Promise<boolean>;
};

const VARIABLES = ["STORAGE", "STORAGE_FALLBACK", "S3_BUCKET", "S3_ENDPOINT", "S3_REGION"].concat([
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
]);

/** Sets `settings` (and clears the other storage variables) until the returned undo is called. */
export function configure(settings: Record<string, string>): () => void {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, settings);
  const reload = () => {
    resetEnv();
    resetFileStorage();
  };
  reload();
  return () => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    reload();
  };
}

export function storageSuite(backend: Backend) {
  describe(`storage: ${backend.name}`, () => {
    let undo: () => void;
    beforeAll(() => {
      undo = configure({ STORAGE: backend.name, ...backend.settings() });
    });
    afterAll(() => undo());

    fileOperations(backend);
    accessRules(backend);
  });
}
