// A venue may point its hall photo or its logo at any address of /api/files, another venue's
// file's too; replacing or clearing it then removes only a file of its own folder, never
// another venue's (nor a gallery picture it reuses).
import { expect, it } from "vitest";

import * as customization from "@/app/api/tenant/customization/route";
import * as hall from "@/app/api/tenant/halls/[id]/route";
import { fileStorage } from "@/lib/storage";

import { venue } from "./helpers";
import { uploadedLogo } from "./logo-upload";

const logoOf = (v: Awaited<ReturnType<typeof venue>>) => uploadedLogo(v);

const stored = async (url: string) =>
  (await fileStorage().read(url.replace("/api/files/", ""))) !== null;

it("never removes another venue's file named by a hall photo or a logo", async () => {
  const [owner, other] = [await venue(), await venue()];
  const theirs = await logoOf(owner);

  const params = { id: String(other.hall.id) };
  for (const image_url of [theirs, ""]) {
    const patched = await other.as(hall.PATCH, { method: "PATCH", params, body: { image_url } });
    expect(patched.status).toBe(200);
  }
  expect(await stored(theirs)).toBe(true);

  const pointed = await other.as(customization.PUT, { method: "PUT", body: { logo_url: theirs } });
  expect(pointed.status).toBe(200);
  const own = await logoOf(other);
  expect(await stored(theirs)).toBe(true);

  // Its own logo, replaced, is removed.
  await logoOf(other);
  expect(await stored(own)).toBe(false);
});
