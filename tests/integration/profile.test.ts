// A user's own profile: read and changed by its owner in a venue (user-details/me/) and in the
// provider's console (profile/); email read-only, professional fields for staff, avatars checked
// by their bytes; never reached from another venue's host or by a venue's user on the provider's.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { GET as getFile } from "@/app/api/files/[...key]/route";
import { GET as getProvider, PATCH as patchProvider } from "@/app/api/profile/route";
import { GET as getMe, PATCH as patchMe } from "@/app/api/tenant/user-details/me/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { IN_PERSON_ONLY } from "@/lib/impersonation/messages";
import { EMAIL_READ_ONLY, NO_VENUE_PHONE, STAFF_ONLY } from "@/lib/users/profile-schemas";

import { call, createUser, sessionCookie, tokenFor, venue } from "./helpers";

const png = () =>
  sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

function avatarForm(bytes: BlobPart, name = "me.png", type = "image/png") {
  const form = new FormData();
  form.append("avatar", new Blob([bytes], { type }), name);
  form.append("city", "Lisbon");
  return form;
}

const fileStatus = async (url: string) =>
  (await call(getFile, { path: url, params: { key: url.slice("/api/files/".length) } })).status;

async function systemUser() {
  const user = await createUser({ system: true });
  return { user, token: await tokenFor(user.uuid, null) };
}

describe("GET user-details/me/", () => {
  it("answers the membership's fields and the spec's profile fields", async () => {
    const v = await venue();
    const membership = await db.tenantUser.findFirstOrThrow({ where: { userId: v.user.id } });
    const res = await v.as(getMe);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: membership.id,
      user_id: v.user.id,
      uuid: v.user.uuid,
      email: v.user.email,
      name: "Test User",
      role: "Admin",
      status: "active",
      branches: [],
      tenant_specific_email: null,
      tenant_specific_phone: null,
      phone_number: null,
      job_title: null,
      internal_id: null,
      city: null,
      country: null,
      notes: null,
      avatar_url: null,
      must_reset_password: false,
      is_staff: false,
      is_superuser: false,
      user_type: "TENANT",
      impersonation: false,
    });
  });

  it("gives an approved impersonator a made-up record, and refuses their changes", async () => {
    const v = await venue();
    const { user } = await systemUser();
    const grant = await db.impersonationRequest.create({
      data: { tenantId: v.tenant.id, requesterId: user.id, role: "Manager", approved: true },
    });
    const token = await signAccessToken({ sub: user.uuid, tenant: v.tenant.slug, imp: grant.id });
    const res = await v.as(getMe, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: null,
      user_id: user.id,
      role: "Manager",
      impersonation: true,
      is_staff: true,
      user_type: "SYSTEM",
    });
    const patch = await v.as(patchMe, { token, method: "PATCH", body: { city: "Oslo" } });
    expect(patch.status).toBe(403);
    expect(patch.body.detail).toBe(IN_PERSON_ONLY);
  });
});

describe("PATCH user-details/me/", () => {
  it("saves the user's own fields, and an empty value clears one", async () => {
    const v = await venue();
    const res = await v.as(patchMe, {
      method: "PATCH",
      body: {
        name: "  Ada Lovelace ",
        phone_number: "+1 212 555 0100",
        tenant_specific_phone: "ext. 42",
        city: "New York",
        country: "USA",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Ada Lovelace",
      phone_number: "+1 212 555 0100",
      tenant_specific_phone: "ext. 42",
      city: "New York",
      country: "USA",
    });
    const membership = await db.tenantUser.findFirstOrThrow({ where: { userId: v.user.id } });
    expect(membership.tenantSpecificPhone).toBe("ext. 42");
    const cleared = await v.as(patchMe, { method: "PATCH", body: { city: "", country: null } });
    expect(cleared.body).toMatchObject({ city: null, country: null, name: "Ada Lovelace" });
    expect((await v.as(getMe)).body).toEqual(cleared.body);
  });

  it("refuses bad values with field errors and changes nothing", async () => {
    const v = await venue();
    const res = await v.as(patchMe, {
      method: "PATCH",
      body: { name: "x".repeat(151), city: 12, phone_number: "1".repeat(41), country: "Peru" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ["Ensure this field has no more than 150 characters."],
      city: ["Not a valid string."],
      phone_number: ["Ensure this field has no more than 40 characters."],
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: v.user.id } })).country).toBeNull();
  });

  it("keeps the email read-only: the same one is accepted, another refused", async () => {
    const v = await venue();
    const same = await v.as(patchMe, {
      method: "PATCH",
      body: { email: v.user.email.toUpperCase(), city: "Rome" },
    });
    expect(same.status).toBe(200);
    const other = await v.as(patchMe, {
      method: "PATCH",
      body: { email: "someone.else@example.com", city: "Paris" },
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ email: [EMAIL_READ_ONLY] });
    const user = await db.user.findUniqueOrThrow({ where: { id: v.user.id } });
    expect(user).toMatchObject({ email: v.user.email, city: "Rome" });
  });

  it("lets only staff and superusers change job title, internal ID and notes", async () => {
    const v = await venue();
    const refused = await v.as(patchMe, {
      method: "PATCH",
      body: { job_title: "Boss", internal_id: "E-1", notes: "mine", city: "Oslo" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      job_title: [STAFF_ONLY],
      internal_id: [STAFF_ONLY],
      notes: [STAFF_ONLY],
    });
    // What was read may be sent back unchanged (a client PATCHing the object it got).
    const roundTrip = await v.as(patchMe, { method: "PATCH", body: (await v.as(getMe)).body });
    expect(roundTrip.status).toBe(200);

    await db.user.update({ where: { id: v.user.id }, data: { isStaff: true } });
    const staff = await v.as(patchMe, {
      method: "PATCH",
      body: { job_title: "Event Coordinator", internal_id: "E-7", notes: "Speaks French" },
    });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({
      job_title: "Event Coordinator",
      internal_id: "E-7",
      notes: "Speaks French",
    });
    // In a venue the job title and internal ID are the membership's, as the venue's list shows.
    const membership = await db.tenantUser.findFirstOrThrow({ where: { userId: v.user.id } });
    expect(membership).toMatchObject({ jobTitle: "Event Coordinator", internalId: "E-7" });
  });

  it("takes a real image as the avatar, replaces it, and removes it with an empty value", async () => {
    const v = await venue();
    const first = await v.as(patchMe, {
      method: "PATCH",
      body: avatarForm(new Uint8Array(await png())),
    });
    expect(first.status).toBe(200);
    const url = first.body.avatar_url ?? "";
    expect(url).toMatch(/^\/api\/files\/users\/avatar\/[0-9a-f-]{36}\.webp$/);
    expect(first.body.city).toBe("Lisbon");
    expect(await fileStatus(url)).toBe(200);

    const second = await v.as(patchMe, {
      method: "PATCH",
      body: avatarForm(new Uint8Array(await png())),
    });
    const next = second.body.avatar_url ?? "";
    expect(next).not.toBe(url);
    expect(await fileStatus(url)).toBe(404);

    const form = new FormData();
    form.append("avatar", "");
    const removed = await v.as(patchMe, { method: "PATCH", body: form });
    expect(removed.status).toBe(200);
    expect(removed.body.avatar_url).toBeNull();
    expect(await fileStatus(next)).toBe(404);
  });

  it("refuses a file that is not an image, and keeps the avatar it had", async () => {
    const v = await venue();
    const ok = await v.as(patchMe, {
      method: "PATCH",
      body: avatarForm(new Uint8Array(await png())),
    });
    const cases = [
      avatarForm("<script>alert(1)</script>", "me.png"),
      avatarForm("%PDF-1.4 not a picture", "cv.pdf", "application/pdf"),
    ];
    for (const body of cases) {
      const res = await v.as(patchMe, { method: "PATCH", body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ avatar: ["Upload a PNG, JPEG, WebP or GIF image."] });
    }
    const empty = await v.as(patchMe, { method: "PATCH", body: avatarForm(new Uint8Array(0)) });
    expect(empty.body).toEqual({ avatar: ["No file selected for avatar."] });
    const text = await v.as(patchMe, {
      method: "PATCH",
      body: { avatar: "https://x.example/a.png" },
    });
    expect(text.body).toEqual({ avatar: ["Upload a PNG, JPEG, WebP or GIF image."] });
    expect((await v.as(getMe)).body.avatar_url).toBe(ok.body.avatar_url);
  });

  it("works with the browser's session cookie", async () => {
    const v = await venue();
    const cookie = await sessionCookie(v.user.uuid, v.tenant.slug);
    const res = await v.as(patchMe, {
      token: undefined,
      cookie,
      method: "PATCH",
      body: { city: "Porto" },
    });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe("Porto");
  });

  it("is out of reach from another venue's host, with this user's token", async () => {
    const a = await venue();
    const b = await venue();
    for (const o of [
      { host: `${b.tenant.slug}.localhost` },
      { headers: { "x-tenant": b.tenant.slug } },
    ]) {
      expect((await a.as(getMe, o)).status).toBe(401);
      const res = await a.as(patchMe, { ...o, method: "PATCH", body: { city: "Elsewhere" } });
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe("Authentication token mismatch. Please log in again.");
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: a.user.id } })).city).toBeNull();
  });
});

describe("GET and PATCH profile/ (provider console)", () => {
  it("reads and changes a provider user's own profile, professional fields included", async () => {
    const { user, token } = await systemUser();
    const read = await call(getProvider, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: user.id,
      email: user.email,
      role: null,
      status: "active",
      tenant_specific_phone: null,
      is_staff: true,
      is_superuser: true,
      user_type: "SYSTEM",
    });
    const res = await call(patchProvider, {
      token,
      method: "PATCH",
      body: { job_title: "Support Lead", internal_id: "HB-2", notes: "On call", city: "Berlin" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ job_title: "Support Lead", internal_id: "HB-2" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      jobTitle: "Support Lead",
      internalId: "HB-2",
      notes: "On call",
      city: "Berlin",
    });
    const venuePhone = await call(patchProvider, {
      token,
      method: "PATCH",
      body: { tenant_specific_phone: "123" },
    });
    expect(venuePhone.status).toBe(400);
    expect(venuePhone.body).toEqual({ tenant_specific_phone: [NO_VENUE_PHONE] });
  });

  it("refuses a venue's user, whatever their token says, and anyone signed out", async () => {
    const v = await venue();
    // A venue token: issued for the venue, not the provider's console (403, decision 066).
    expect((await call(getProvider, { token: v.token })).status).toBe(403);
    const patch = await call(patchProvider, {
      token: v.token,
      method: "PATCH",
      body: { city: "X" },
    });
    expect(patch.status).toBe(403);
    // A token for the provider's console naming a venue user: not a provider user.
    const forged = await tokenFor(v.user.uuid, null);
    expect((await call(getProvider, { token: forged })).status).toBe(403);
    expect((await call(getProvider)).status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: v.user.id } })).city).toBeNull();
  });
});
