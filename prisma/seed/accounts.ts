/** The demo accounts and venue (README "Demo accounts"): change them before going live. */
export const DEMO = {
  admin: { email: "admin@example.com", password: "Admin#12345" },
  tenant: { slug: "demo", name: "Demo Banquets", timezone: "America/New_York" },
  owner: { email: "owner@demo.example.com", password: "Owner#12345" },
} as const;
