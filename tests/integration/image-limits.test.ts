// What an upload may cost: an image has at most the pixels its purpose needs (a logo far fewer
// than a banner), read from its header before anything is decoded; and one user uploads at most
// so many files an hour, whatever the route, counted in PostgreSQL so every app server shares it.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import * as replies from "@/app/api/support/tickets/[id]/replies/route";
import * as tickets from "@/app/api/support/tickets/route";
import { POST as uploadBanner } from "@/app/api/tenant/customization/upload-banner/route";
import { POST as uploadLogo } from "@/app/api/tenant/customization/upload-logo/route";
import { POST as uploadGallery } from "@/app/api/tenant/gallery/upload/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { PATCH as patchMe } from "@/app/api/tenant/user-details/me/route";
import { db } from "@/lib/db";
import { tooManyPixels } from "@/lib/storage/images";
import { UPLOAD_LIMIT } from "@/lib/storage/upload-limit";

import { addMember, call, createUser, tokenFor, venue } from "./helpers";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1e785a" } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();

const form = (field: string, bytes: Buffer, extra: Record<string, string> = {}) => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  return data;
};

describe("an uploaded image's pixels", () => {
  it("are capped by what the image is for, with a field error naming the cap", async () => {
    const v = await venue();
    // 4.4 megapixels: more than a logo needs, less than a banner may have.
    const large = await png(2100, 2100);
    const asLogo = await v.as(uploadLogo, { body: form("logo", large) });
    expect(asLogo.status).toBe(400);
    expect(asLogo.body).toEqual({ logo: [tooManyPixels("logo", 2100, 2100)] });
    expect(asLogo.text).toContain("4 megapixels");
    expect((await v.as(uploadBanner, { body: form("banner", large) })).status).toBe(200);

    // The 38 KB PNG of 6300 × 6300 pixels is too many for anything.
    const huge = await png(6300, 6300);
    expect(huge.length).toBeLessThan(64 * 1024);
    const gallery = await v.as(uploadGallery, { body: form("image", huge) });
    expect(gallery.body).toEqual({ image: [tooManyPixels("gallery", 6300, 6300)] });
    const me = await v.as(patchMe, { method: "PATCH", body: form("avatar", huge) });
    expect(me.body).toEqual({ avatar: [tooManyPixels("avatar", 6300, 6300)] });
    const hall = await v.as(createHall, {
      body: form("image", huge, { branch: String(v.branch.id), name: "Big", capacity: "10" }),
    });
    expect(hall.body).toEqual({ image: [tooManyPixels("hall", 6300, 6300)] });
    expect([gallery.status, me.status, hall.status]).toEqual([400, 400, 400]);
    expect(await db.galleryItem.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });
});

describe("uploads per user", () => {
  it("are limited per hour across every upload route, and another user has their own", async () => {
    const v = await venue();
    const tiny = await png(8, 8);
    const max = UPLOAD_LIMIT.max;
    for (let i = 0; i < max - 2; i++)
      expect((await v.as(uploadGallery, { body: form("image", tiny) })).status).toBe(201);
    expect((await v.as(uploadLogo, { body: form("logo", tiny) })).status).toBe(200);
    const ticket = await v.as(tickets.POST, {
      body: { subject: "Photos", description: "See the attachment." },
    });
    const reply = (who: typeof v.as) =>
      who(replies.POST, {
        params: { id: String(ticket.body.id) },
        body: form("attachments", tiny, { message: "Here it is." }),
      });
    expect((await reply(v.as)).status).toBe(201); // the limit's last file

    const refused = [
      await v.as(uploadGallery, { body: form("image", tiny) }),
      await v.as(patchMe, { method: "PATCH", body: form("avatar", tiny) }),
      await reply(v.as),
    ];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body.detail).toMatch(/^You have uploaded \d+ files in the last hour\./);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await db.galleryItem.count({ where: { tenantId: v.tenant.id } })).toBe(max - 2);

    const colleague = await createUser();
    await addMember(v.tenant.id, colleague.id, "Admin");
    const token = await tokenFor(colleague.uuid, v.tenant.slug);
    const theirs = await call(uploadGallery, {
      host: `${v.tenant.slug}.localhost`,
      token,
      body: form("image", tiny),
    });
    expect(theirs.status).toBe(201);
  });
});
