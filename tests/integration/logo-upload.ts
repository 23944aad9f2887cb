// A venue's logo uploaded through its route, as the file tests need one: a PNG of `size` pixels.
import sharp from "sharp";
import { expect } from "vitest";

import * as uploadLogo from "@/app/api/tenant/customization/upload-logo/route";

import type { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

/** Uploads a `width` × `height` PNG as `v`'s logo; returns its URL (/api/files/...). */
export async function uploadedLogo(v: Venue, width = 32, height = 32): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#4a7" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "l.png");
  const uploaded = await v.as(uploadLogo.POST, { body: form });
  expect(uploaded.status).toBe(200);
  return uploaded.body.logo_url!;
}
