// The gallery: anyone on the venue's site reads it; its Owners and Admins add pictures by address
// or upload; addresses are our uploads or http(s) links only; another venue's items answer 404.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { GET as getFile } from "@/app/api/files/[...key]/route";
import * as item from "@/app/api/tenant/gallery/[id]/route";
import * as list from "@/app/api/tenant/gallery/route";
import { POST as upload } from "@/app/api/tenant/gallery/upload/route";
import { db } from "@/lib/db";

import { call, venue } from "./helpers";

const host = (v: { tenant: { slug: string } }) => `${v.tenant.slug}.localhost`;
const FILE = "/api/files/t1/gallery/0b9d3c57-6a44-4ad1-9a43-3a4d7f3c2b11.webp";
const INVALID_LINK = "Enter a link starting with https:// or http://.";

async function png(width = 1200, height = 900) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
}

function imageForm(bytes: BlobPart, caption?: string) {
  const form = new FormData();
  form.append("image", new Blob([bytes], { type: "image/png" }), "photo.png");
  if (caption !== undefined) form.append("caption", caption);
  return form;
}

const fileStatus = async (url: string) =>
  (await call(getFile, { path: url, params: { key: url.slice("/api/files/".length) } })).status;

describe("gallery/", () => {
  it("is read by anyone on the venue's host, in order", async () => {
    const v = await venue();
    const a = await v.as(list.POST, {
      body: { url: "https://images.example.com/hall.jpg", caption: "The hall" },
    });
    const b = await v.as(list.POST, { body: { url: FILE } });
    expect(a).toMatchObject({
      status: 201,
      body: { url: "https://images.example.com/hall.jpg", caption: "The hall" },
    });
    expect(b.body).toMatchObject({ url: FILE, caption: "" });
    expect((await call(list.GET, { host: host(v) })).body).toEqual([a.body, b.body]);
    expect((await call(list.GET, { host: "nobody-here.localhost" })).status).toBe(404);
  });

  it("takes only our uploads or http(s) links as addresses, with field errors", async () => {
    const v = await venue();
    expect(await v.as(list.POST, { body: { caption: "No picture" } })).toMatchObject({
      status: 400,
      body: { url: ["This field is required."] },
    });
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example.com/x.png",
      "/etc/passwd",
      "/api/files/../../secret",
      "/api/files/t1/gallery/not-a-generated-name.webp",
      "ftp://example.com/x.png",
    ])
      expect((await v.as(list.POST, { body: { url } })).body, url).toEqual({
        url: [INVALID_LINK],
      });
    expect((await v.as(list.POST, { body: { url: FILE, caption: "c".repeat(201) } })).body).toEqual(
      { caption: ["Ensure this field has no more than 200 characters."] },
    );
    expect(await db.galleryItem.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("items are changed in part and deleted by an Admin", async () => {
    const v = await venue();
    const made = await v.as(list.POST, { body: { url: FILE, caption: "Before" } });
    const params = { id: String(made.body.id) };
    expect(
      await v.as(item.PATCH, { method: "PATCH", params, body: { caption: "After" } }),
    ).toMatchObject({ status: 200, body: { url: FILE, caption: "After" } });
    expect(
      (await v.as(item.PATCH, { method: "PATCH", params, body: { url: "javascript:x" } })).body,
    ).toEqual({ url: [INVALID_LINK] });
    expect((await v.as(item.DELETE, { method: "DELETE", params })).status).toBe(204);
    expect((await call(list.GET, { host: host(v) })).body).toEqual([]);
  });

  it("are changed only by Owners and Admins", async () => {
    const staff = await venue({ role: "Staff" });
    expect((await staff.as(list.POST, { body: { url: FILE } })).status).toBe(403);
    expect((await staff.as(upload, { body: imageForm(new Uint8Array(await png())) })).status).toBe(
      403,
    );
    expect((await call(list.POST, { host: host(staff), body: { url: FILE } })).status).toBe(401);
    expect(await db.galleryItem.count({ where: { tenantId: staff.tenant.id } })).toBe(0);
  });

  it("items of another venue answer 404 and stay unchanged", async () => {
    const a = await venue();
    const b = await venue();
    const secret = await a.as(list.POST, { body: { url: FILE, caption: "A's secret" } });
    const params = { id: String(secret.body.id) };
    const patch = await b.as(item.PATCH, { method: "PATCH", params, body: { caption: "Taken" } });
    expect(patch.status).toBe(404);
    expect(JSON.stringify(patch.body)).not.toContain("secret");
    expect((await b.as(item.DELETE, { method: "DELETE", params })).status).toBe(404);
    expect((await b.as(list.GET)).body).toEqual([]);
    expect((await call(list.GET, { host: host(a) })).body).toEqual([secret.body]);
  });
});

describe("gallery/upload/", () => {
  it("stores a real image as a resized WebP of the venue and adds it with its caption", async () => {
    const v = await venue();
    const res = await v.as(upload, {
      body: imageForm(new Uint8Array(await png(3000, 2000)), "Terrace"),
    });
    expect(res.status).toBe(201);
    expect(res.body.caption).toBe("Terrace");
    expect(res.body.url).toMatch(
      new RegExp(`^/api/files/t${v.tenant.id}/gallery/[0-9a-f-]{36}\\.webp$`),
    );
    expect((await call(list.GET, { host: host(v) })).body).toEqual([res.body]);
    const key = res.body.url.slice("/api/files/".length);
    const raw = await getFile(
      new (await import("next/server")).NextRequest(`http://localhost${res.body.url}`),
      { params: Promise.resolve({ key: key.split("/") }) },
    );
    const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 2000, height: 1333 });
  });

  it("refuses what is not an image, or no file, with a field error", async () => {
    const v = await venue();
    expect((await v.as(upload, { body: imageForm("<script>alert(1)</script>") })).body).toEqual({
      image: ["Upload a PNG, JPEG, WebP or GIF image."],
    });
    expect((await v.as(upload, { body: new FormData() })).body).toEqual({
      image: ["No file selected for image."],
    });
    expect(await db.galleryItem.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("removes an uploaded picture with its last item, never while something still shows it", async () => {
    const v = await venue();
    const first = await v.as(upload, { body: imageForm(new Uint8Array(await png(400, 300))) });
    const url = first.body.url;
    const copy = await v.as(list.POST, { body: { url, caption: "Same picture" } });
    await v.as(item.DELETE, { method: "DELETE", params: { id: String(first.body.id) } });
    expect(await fileStatus(url)).toBe(200);
    // moved away from the picture: the last item that showed it
    await v.as(item.PATCH, {
      method: "PATCH",
      params: { id: String(copy.body.id) },
      body: { url: "https://images.example.com/other.jpg" },
    });
    expect(await fileStatus(url)).toBe(404);
    // another venue pointing at A's picture cannot get it deleted
    const a = await venue();
    const b = await venue();
    const own = await a.as(upload, { body: imageForm(new Uint8Array(await png(400, 300))) });
    const borrowed = await b.as(list.POST, { body: { url: own.body.url } });
    await b.as(item.DELETE, { method: "DELETE", params: { id: String(borrowed.body.id) } });
    expect(await fileStatus(own.body.url)).toBe(200);
  });
});
