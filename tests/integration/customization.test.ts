// A venue's public look: read by its members, changed by its admins, uploads checked by their
// bytes; another venue's look is out of reach.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { GET as getFile } from "@/app/api/files/[...key]/route";
import {
  GET as getCustomization,
  PUT as putCustomization,
} from "@/app/api/tenant/customization/route";
import { POST as uploadBanner } from "@/app/api/tenant/customization/upload-banner/route";
import { POST as uploadLogo } from "@/app/api/tenant/customization/upload-logo/route";

import { call, venue } from "./helpers";

async function png(width = 40, height = 30) {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

const form = (field: string, bytes: BlobPart, name = "logo.png", type = "image/png") => {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
};

describe("customization/", () => {
  it("reads the spec's defaults, then what the admin saves", async () => {
    const v = await venue();
    const first = await v.as(getCustomization);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ primary_color: null, primary_hex_color: "#6B46C1" });
    const saved = await v.as(putCustomization, {
      method: "PUT",
      body: {
        site_name: "Riverside Events",
        primary_color: "#0F766E",
        hero_title: "Weddings by the river",
        features: [
          { title: "Terrace", description: "Dinner outside" },
          { title: "", description: "" },
        ],
        contact_button_link: "#contact",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      site_name: "Riverside Events",
      primary_color: "#0f766e",
      hero_title: "Weddings by the river",
      features: [{ title: "Terrace", description: "Dinner outside" }],
    });
    expect((await v.as(getCustomization)).body[0]).toEqual(saved.body);
  });

  it("refuses colours and links that are not what they say, with field errors", async () => {
    const v = await venue();
    const res = await v.as(putCustomization, {
      method: "PUT",
      body: {
        primary_color: "red; background:url(javascript:alert(1))",
        logo_url: "javascript:alert(1)",
        contact_button_link: "javascript:alert(1)",
        features: "nope",
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual([
      "contact_button_link",
      "features",
      "logo_url",
      "primary_color",
    ]);
  });

  it("lets only Owners and Admins change it", async () => {
    const v = await venue({ role: "Staff" });
    expect((await v.as(getCustomization)).status).toBe(200);
    const res = await v.as(putCustomization, { method: "PUT", body: { site_name: "Mine" } });
    expect(res.status).toBe(403);
  });
});

describe("logo and banner uploads", () => {
  it("take a real image, re-encode it as WebP and serve it with long caching", async () => {
    const v = await venue();
    const res = await v.as(uploadLogo, { body: form("logo", new Uint8Array(await png(800, 600))) });
    expect(res.status).toBe(200);
    const url = res.body.logo_url ?? "";
    expect(url).toMatch(/^\/api\/files\/t\d+\/logo\/[0-9a-f-]{36}\.webp$/);
    const file = await call(getFile, {
      path: url,
      params: { key: url.slice("/api/files/".length) },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("cache-control")).toContain("immutable");
    const raw = await getFile(
      new (await import("next/server")).NextRequest(`http://localhost${url}`),
      { params: Promise.resolve({ key: url.slice("/api/files/".length).split("/") }) },
    );
    const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 384 });
    // A new logo replaces the old one, which is removed.
    const again = await v.as(uploadLogo, { body: form("logo", new Uint8Array(await png())) });
    expect(again.body.logo_url).not.toBe(url);
    const gone = await call(getFile, {
      path: url,
      params: { key: url.slice("/api/files/".length) },
    });
    expect(gone.status).toBe(404);
  });

  it("refuse a script named .png, an SVG, a 6 MB file and a missing one, with clear messages", async () => {
    const v = await venue();
    const cases: [FormData, string][] = [
      [form("logo", "<script>alert(1)</script>"), "Upload a PNG, JPEG, WebP or GIF image."],
      [
        form(
          "logo",
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          "logo.svg",
          "image/svg+xml",
        ),
        "Upload a PNG, JPEG, WebP or GIF image.",
      ],
      [form("logo", new Uint8Array(6 * 1024 * 1024)), "The image is larger than 5 MB."],
      [new FormData(), "No file selected for logo."],
    ];
    for (const [body, message] of cases) {
      const res = await v.as(uploadLogo, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ logo: [message] });
    }
    const banner = await v.as(uploadBanner, { body: new FormData() });
    expect(banner.body).toEqual({ banner: ["No file selected for banner."] });
    expect((await v.as(getCustomization)).body[0].logo_url).toBeNull();
  });

  it("are for Owners and Admins only, and never reach another venue", async () => {
    const staff = await venue({ role: "Staff" });
    expect(
      (await staff.as(uploadLogo, { body: form("logo", new Uint8Array(await png())) })).status,
    ).toBe(403);
    const a = await venue();
    const b = await venue();
    await a.as(putCustomization, { method: "PUT", body: { site_name: "A's secret name" } });
    const read = await b.as(getCustomization);
    expect(JSON.stringify(read.body)).not.toContain("secret");
  });
});
