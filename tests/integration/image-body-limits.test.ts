// An image sent in a body over the upload limit is refused, as a smaller one over its own limit
// is, in the image's words: "The image is larger than 5 MB." at its field, not the body's 10 MB
// that the form never mentions. Every route that takes an image answers alike.
import { describe, expect, it } from "vitest";

import * as profile from "@/app/api/profile/route";
import * as banner from "@/app/api/tenant/customization/upload-banner/route";
import * as logo from "@/app/api/tenant/customization/upload-logo/route";
import * as gallery from "@/app/api/tenant/gallery/upload/route";
import * as hall from "@/app/api/tenant/halls/[id]/route";
import * as halls from "@/app/api/tenant/halls/route";
import * as me from "@/app/api/tenant/user-details/me/route";
import type { RouteHandler } from "@/lib/api/handler";
import { IMAGE_TOO_LARGE } from "@/lib/storage/images";

import { call, createUser, tokenFor, venue } from "./helpers";

const TWELVE_MB = 12 * 1024 * 1024;

/** A multipart body with a 12 MB "photo" at `field`, beside `fields`. */
function twelveMegabytes(field: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(TWELVE_MB)], { type: "image/png" }), "big.png");
  return form;
}

describe("an image over the upload limit", () => {
  it("is refused with the image's own limit, at its field, on every route taking one", async () => {
    const v = await venue();
    const cases: [string, RouteHandler, string, Record<string, unknown>][] = [
      ["upload-logo", logo.POST, "logo", {}],
      ["upload-banner", banner.POST, "banner", {}],
      ["gallery", gallery.POST, "image", {}],
      ["new hall", halls.POST, "image", {}],
      ["hall", hall.PATCH, "image", { method: "PATCH", params: { id: String(v.hall.id) } }],
      ["own profile", me.PATCH, "avatar", { method: "PATCH" }],
    ];
    for (const [name, handler, field, options] of cases) {
      const res = await v.as(handler, { ...options, body: twelveMegabytes(field) });
      expect([name, res.status, res.body]).toEqual([
        name,
        413,
        { detail: IMAGE_TOO_LARGE, [field]: [IMAGE_TOO_LARGE] },
      ]);
    }
  });

  it("alike on the provider's own profile", async () => {
    const user = await createUser({ system: true });
    const res = await call(profile.PATCH, {
      method: "PATCH",
      token: await tokenFor(user.uuid, null),
      body: twelveMegabytes("avatar"),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: IMAGE_TOO_LARGE, avatar: [IMAGE_TOO_LARGE] });
  });
});
