// `output: "standalone"` leaves static assets out of .next/standalone; the server needs them beside
// it.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next", "standalone");
if (!fs.existsSync(standalone))
  throw new Error(".next/standalone is missing: run `next build` first");
fs.cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), {
  recursive: true,
});
if (fs.existsSync(path.join(root, "public")))
  fs.cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
