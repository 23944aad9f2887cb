// What a venue's public home derives from its customization: colours only as checked hex, images
// and links only in safe shapes, the spec's defaults where nothing is set, and the branch shown.
import { describe, expect, it } from "vitest";

import { serializeCustomization } from "@/lib/customization/customization";
import {
  chooseBranch,
  hexColor,
  imageSource,
  safeLink,
  siteTexts,
  venueColors,
} from "@/lib/public-site/view";

const look = (fields: Record<string, unknown> = {}) => ({
  ...serializeCustomization(null),
  ...fields,
});

describe("venue colours", () => {
  it("pass only as hex, expanded and lower-cased", () => {
    expect(hexColor("#0F766E")).toBe("#0f766e");
    expect(hexColor(" #abc ")).toBe("#aabbcc");
    for (const bad of ["red", "#12345", "#0f766e; background:url(x)", "", null, undefined])
      expect(hexColor(bad as string)).toBeNull();
  });

  it("are the theme colour, else the settings' colour, else the primary hex, else #6B46C1", () => {
    expect(venueColors(look()).accent).toBe("#6b46c1");
    expect(
      venueColors(look({ primary_color: "#2563EB", primary_hex_color: "#0F766E" })).accent,
    ).toBe("#2563eb");
    expect(venueColors(look({ primary_hex_color: "#0F766E" })).accent).toBe("#0f766e");
    expect(venueColors(look({ theme_color: "#B91C1C", primary_hex_color: "#0F766E" })).accent).toBe(
      "#b91c1c",
    );
    expect(
      venueColors(look({ theme_color: "javascript:x", primary_hex_color: "bad" })).accent,
    ).toBe("#6b46c1");
  });

  it("hover 10 percent darker (lighter for near black), or the venue's own hover colour", () => {
    expect(venueColors(look({ theme_color: "#6464c8" })).hover).toBe("#5a5ab4");
    expect(venueColors(look({ theme_color: "#000000" })).hover).toBe("#1a1a1a");
    expect(venueColors(look({ hover_color: "#123456" })).hover).toBe("#123456");
  });

  it("put readable text on the accent: white on dark colours, dark on light ones", () => {
    expect(venueColors(look()).onAccent).toBe("#ffffff");
    expect(venueColors(look({ theme_color: "#facc15" })).onAccent).toBe("#0f172a");
  });
});

describe("images and links a venue set", () => {
  it("show our uploads and public files optimized, other sites as they are, nothing else", () => {
    expect(imageSource("/api/files/t1/gallery/0b9d3c57-6a44-4ad1-9a43-3a4d7f3c2b11.webp")).toEqual({
      src: "/api/files/t1/gallery/0b9d3c57-6a44-4ad1-9a43-3a4d7f3c2b11.webp",
      optimize: true,
    });
    expect(imageSource("/static/demo/gallery-ballroom.svg")).toEqual({
      src: "/static/demo/gallery-ballroom.svg",
      optimize: true,
    });
    expect(imageSource("https://img.example.com/a.jpg?x=1")).toEqual({
      src: "https://img.example.com/a.jpg?x=1",
      optimize: false,
    });
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example.com/a.png",
      "/\\evil.example.com",
      "/api/files/../../etc/passwd",
      "data:image/png;base64,AA",
      " ",
      null,
    ])
      expect(imageSource(bad), String(bad)).toBeNull();
  });

  it("keep only links the customization schema admits", () => {
    for (const ok of ["#contact", "/login", "mailto:a@b.c", "tel:+15550100", "https://x.example"])
      expect(safeLink(ok)).toBe(ok);
    for (const bad of ["javascript:alert(1)", "//evil.example.com", "data:text/html,x", ""])
      expect(safeLink(bad)).toBeNull();
  });
});

describe("the page's texts", () => {
  it("fall back to the spec's defaults and the venue's name", () => {
    const t = siteTexts({ name: "Lakeside", description: null }, look());
    expect(t).toMatchObject({
      name: "Lakeside",
      title: "Lakeside",
      heroTitle: "Your Premier Event Space",
      heroCta: "Explore Halls",
      aboutTitle: "About Us",
      contactTitle: "Ready to plan your event?",
      contactButton: "Get in Touch",
      contactLink: "#contact-form",
    });
    expect(t.features.map((f) => f.title)).toEqual([
      "Versatile Spaces",
      "Catering & Hospitality",
      "Modern Amenities",
      "Dedicated Support",
    ]);
  });

  it("use what the venue set: site name, SEO title and description, its own features", () => {
    const t = siteTexts(
      { name: "Lakeside", description: "Tenant description" },
      look({
        site_name: "Lakeside Events",
        seo_title: "Lakeside Events – Weddings",
        seo_description: "Weddings by the lake.",
        features: [{ title: "Terrace", description: "Dinner outside" }],
        contact_button_link: "javascript:alert(1)",
      }),
    );
    expect(t).toMatchObject({
      name: "Lakeside Events",
      title: "Lakeside Events – Weddings",
      description: "Weddings by the lake.",
      aboutText: "Tenant description",
      features: [{ title: "Terrace", description: "Dinner outside" }],
      contactLink: "#contact-form",
    });
  });
});

describe("the branch whose halls are shown", () => {
  const branches = [{ id: 7 }, { id: 3 }];
  it("is ?branch= when it names one, 'all' for All Branches, else the first", () => {
    expect(chooseBranch(branches, "3")).toBe(3);
    expect(chooseBranch(branches, "all")).toBe("all");
    expect(chooseBranch(branches, undefined)).toBe(7);
    expect(chooseBranch(branches, ["3", "7"])).toBe(3);
    for (const other of ["99", "abc", "", "3; drop", "1e3"])
      expect(chooseBranch(branches, other)).toBe(7);
    expect(chooseBranch([], "all")).toBeNull();
  });
});
