// An account that must change its password first is let into the console's layouts only (they
// lead it to its profile): a page that reads the venue's data must not pass `held`, or a move of
// the router, which renders the page without its layout, would hand that data over
// (lib/auth/viewer.ts). The calendar page once did.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

it("lets held accounts into layouts only", () => {
  const holding = files(path.join(root, "app"))
    .filter((file) => /held:\s*true/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file));
  expect(holding.length).toBeGreaterThan(0);
  for (const file of holding) expect(path.basename(file), file).toBe("layout.tsx");
});
