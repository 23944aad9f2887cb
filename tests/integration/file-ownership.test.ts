// A venue may point its hall photo or its logo at any address of /api/files, another venue's
// file's too; replacing or clearing it then removes only a file of its own folder, never
// another venue's (nor a gallery picture it reuses).
import sharp from "sharp";
import { expect, it } from "vitest";

import * as customization from "@/app/api/tenant/customization/route";
import * as uploadLogo from "@/app/api/tenant/customization/upload-logo/route";
import * as hall from "@/app/api/tenant/halls/[id]/route";
import { fileStorage } from "@/lib/storage";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

async function logoOf(v: Venue): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#a47" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "l.png");
  const uploaded = await v.as(uploadLogo.POST, { body: form });
  expect(uploaded.status).toBe(200);
  return uploaded.body.logo_url!;
}

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
