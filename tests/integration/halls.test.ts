import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { DELETE as deleteBranch, PATCH as patchBranch } from "@/app/api/tenant/branches/[id]/route";
import { POST as createBranch, GET as listBranches } from "@/app/api/tenant/branches/route";
import {
  DELETE as deleteHall,
  GET as getHall,
  PATCH as patchHall,
} from "@/app/api/tenant/halls/[id]/route";
import { POST as createHall, GET as listHalls } from "@/app/api/tenant/halls/route";
import { DELETE as deleteSlot, PATCH as patchSlot } from "@/app/api/tenant/slots/[id]/route";
import { POST as createSlot, GET as listSlots } from "@/app/api/tenant/slots/route";
import { db } from "@/lib/db";
import { fileStorage } from "@/lib/storage";

import { venue } from "./helpers";

const hallBody = (branch: number, extra: Record<string, unknown> = {}) => ({
  name: "Garden Room",
  description: "Opens onto the garden",
  capacity: 80,
  is_air_conditioned: true,
  has_projector: false,
  has_sound_system: true,
  video_url: "https://video.example.com/garden",
  branch,
  amenities: ["Terrace", "Piano"],
  requires_slot: false,
  ...extra,
});

describe("branches/", () => {
  it("lists id, name and city; creates, renames and deletes an empty branch", async () => {
    const v = await venue();
    expect((await v.as(listBranches)).body).toEqual([
      { id: v.branch.id, name: "Main", city: "New York", address: null },
    ]);
    const created = await v.as(createBranch, { body: { name: "Uptown", city: "Harlem" } });
    expect(created.status).toBe(201);
    expect(
      (
        await v.as(patchBranch, {
          method: "PATCH",
          params: { id: String(created.body.id) },
          body: { city: "New York" },
        })
      ).body.city,
    ).toBe("New York");
    expect(
      (await v.as(deleteBranch, { method: "DELETE", params: { id: String(created.body.id) } }))
        .status,
    ).toBe(204);
  });

  it("refuses to delete a branch that has halls, with a clear 409", async () => {
    const v = await venue();
    const res = await v.as(deleteBranch, { method: "DELETE", params: { id: String(v.branch.id) } });
    expect(res).toMatchObject({
      status: 409,
      body: {
        detail: "This branch still has 1 hall. Move or delete them before deleting the branch.",
      },
    });
  });

  it("validates names and keeps branch management to tenant admins", async () => {
    const v = await venue();
    expect(await v.as(createBranch, { body: { name: "  " } })).toMatchObject({
      status: 400,
      body: { name: ["This field is required."] },
    });
    expect((await v.as(createBranch, { body: { name: "Main" } })).status).toBe(409);
    expect(
      await v.as(patchBranch, {
        method: "PATCH",
        params: { id: String(v.branch.id) },
        body: { name: "", city: 7 },
      }),
    ).toMatchObject({
      status: 400,
      body: { name: ["This field is required."], city: ["Not a valid string."] },
    });
    const staff = await venue({ role: "Staff" });
    expect((await staff.as(createBranch, { body: { name: "X" } })).status).toBe(403);
    expect((await staff.as(listBranches)).status).toBe(200);
  });
});

describe("halls/", () => {
  it("creates a hall with every spec field and lists it, optionally by branch", async () => {
    const v = await venue();
    const res = await v.as(createHall, { body: hallBody(v.branch.id) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...hallBody(v.branch.id),
      branch_name: "Main",
      status: "active",
      slot_count: 0,
    });
    const other = await v.as(createBranch, { body: { name: "Other", city: "Boston" } });
    await v.as(createHall, { body: hallBody(other.body.id, { name: "Elsewhere" }) });
    expect((await v.as(listHalls)).body.map((h: { name: string }) => h.name)).toEqual([
      "Elsewhere",
      "Garden Room",
      "Grand Hall",
    ]);
    expect(
      (await v.as(listHalls, { path: `/api/tenant/halls/?branch=${other.body.id}` })).body.map(
        (h: { name: string }) => h.name,
      ),
    ).toEqual(["Elsewhere"]);
  });

  it("applies the defaults and splits amenities text on commas", async () => {
    const v = await venue();
    const res = await v.as(createHall, {
      body: {
        name: "Plain",
        branch: String(v.branch.id),
        amenities: " Stage, , Bar ,",
        capacity: "12",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      capacity: 12,
      is_air_conditioned: false,
      has_projector: false,
      has_sound_system: false,
      requires_slot: false,
      amenities: ["Stage", "Bar"],
      video_url: null,
    });
  });

  it("answers bad input with field errors", async () => {
    const v = await venue();
    const res = await v.as(createHall, {
      body: { name: "", capacity: -1, branch: "x", video_url: "not a url", amenities: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ["This field is required."],
      capacity: ["Ensure this value is greater than or equal to 0."],
      branch: ["Please select a valid branch."],
      video_url: ["Enter a valid URL."],
      amenities: ["Must be a list of strings."],
    });
    expect((await v.as(createHall, { body: { name: "A", branch: 999999 } })).body).toEqual({
      branch: ["Please select a valid branch."],
    });
    expect(
      (await v.as(createHall, { body: { name: "A", branch: v.branch.id, capacity: 1.5 } })).body,
    ).toEqual({ capacity: ["A valid integer is required."] });
  });

  it("updates a hall partially and moves its bookings with it to another branch", async () => {
    const v = await venue();
    const other = await v.as(createBranch, { body: { name: "Other" } });
    await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        branchId: v.branch.id,
        startTime: new Date("2031-01-01T10:00:00Z"),
        endTime: new Date("2031-01-01T12:00:00Z"),
      },
    });
    const res = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(v.hall.id) },
      body: { capacity: 150, branch: other.body.id },
    });
    expect(res.body).toMatchObject({ name: "Grand Hall", capacity: 150, branch: other.body.id });
    expect(await db.booking.count({ where: { hallId: v.hall.id, branchId: other.body.id } })).toBe(
      1,
    );
  });

  it("leaves what a PATCH does not name as it was: no defaults on update", async () => {
    const v = await venue();
    const hall = await v.as(createHall, {
      body: hallBody(v.branch.id, { requires_slot: true, status: "inactive" }),
    });
    const res = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(hall.body.id) },
      body: { name: "Garden Room East" },
    });
    expect(res.body).toEqual({ ...hall.body, name: "Garden Room East" });
  });

  it("refuses to delete a hall with upcoming live bookings, naming how many", async () => {
    const v = await venue();
    const soon = Date.now() + 86_400_000;
    await db.booking.createMany({
      data: [0, 1].map((i) => ({
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        branchId: v.branch.id,
        startTime: new Date(soon + i * 7_200_000),
        endTime: new Date(soon + i * 7_200_000 + 3_600_000),
      })),
    });
    const res = await v.as(deleteHall, { method: "DELETE", params: { id: String(v.hall.id) } });
    expect(res).toMatchObject({
      status: 409,
      body: {
        detail: "This hall has 2 upcoming bookings. Cancel or move them before deleting the hall.",
      },
    });
    expect((await v.as(getHall, { params: { id: String(v.hall.id) } })).status).toBe(200);
  });

  it("deletes a never-booked hall with its slots; archives one with past bookings, closing its slots", async () => {
    const v = await venue();
    const slot = await db.slot.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        name: "Morning",
        startTime: "09:00",
        endTime: "12:00",
      },
    });
    expect(
      (await v.as(deleteHall, { method: "DELETE", params: { id: String(v.hall.id) } })).status,
    ).toBe(204);
    expect(await db.hall.count({ where: { id: v.hall.id } })).toBe(0);
    expect(await db.slot.count({ where: { id: slot.id } })).toBe(0);

    const w = await venue();
    const wSlot = await db.slot.create({
      data: {
        tenantId: w.tenant.id,
        hallId: w.hall.id,
        name: "Morning",
        startTime: "09:00",
        endTime: "12:00",
      },
    });
    const past = await db.booking.create({
      data: {
        tenantId: w.tenant.id,
        hallId: w.hall.id,
        branchId: w.branch.id,
        startTime: new Date("2020-01-01T10:00:00Z"),
        endTime: new Date("2020-01-01T12:00:00Z"),
      },
    });
    expect(
      (await w.as(deleteHall, { method: "DELETE", params: { id: String(w.hall.id) } })).status,
    ).toBe(204);
    expect((await w.as(listHalls)).body).toEqual([]);
    expect((await w.as(getHall, { params: { id: String(w.hall.id) } })).status).toBe(404);
    expect((await db.slot.findUnique({ where: { id: wSlot.id } }))?.isActive).toBe(false);
    expect(await db.booking.findUnique({ where: { id: past.id } })).not.toBeNull();
  });

  it("lets Staff read halls but not change them", async () => {
    const v = await venue({ role: "Staff" });
    expect((await v.as(listHalls)).status).toBe(200);
    expect((await v.as(createHall, { body: hallBody(v.branch.id) })).status).toBe(403);
    expect(
      (
        await v.as(patchHall, {
          method: "PATCH",
          params: { id: String(v.hall.id) },
          body: { name: "X" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("slots/", () => {
  it("creates, lists by hall, updates and deletes slots", async () => {
    const v = await venue();
    const other = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Other" },
    });
    const morning = await v.as(createSlot, {
      body: {
        hall: v.hall.id,
        name: "Morning",
        start_time: "09:00",
        end_time: "13:00",
        is_active: true,
      },
    });
    expect(morning).toMatchObject({
      status: 201,
      body: {
        hall: v.hall.id,
        name: "Morning",
        start_time: "09:00",
        end_time: "13:00",
        is_active: true,
      },
    });
    await v.as(createSlot, {
      body: { hall: String(other.id), name: "Evening", start_time: "18:00", end_time: "23:00" },
    });
    const list = await v.as(listSlots, { path: `/api/tenant/slots/?hall=${v.hall.id}` });
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(["Morning"]);
    const patched = await v.as(patchSlot, {
      method: "PATCH",
      params: { id: String(morning.body.id) },
      body: { end_time: "12:30", is_active: false },
    });
    expect(patched.body).toMatchObject({
      start_time: "09:00",
      end_time: "12:30",
      is_active: false,
    });
    expect(
      (await v.as(deleteSlot, { method: "DELETE", params: { id: String(morning.body.id) } }))
        .status,
    ).toBe(204);
    expect((await v.as(listSlots, { path: `/api/tenant/slots/?hall=${v.hall.id}` })).body).toEqual(
      [],
    );
  });

  it("keeps an inactive slot inactive when only its name changes", async () => {
    const v = await venue();
    const slot = await v.as(createSlot, {
      body: {
        hall: v.hall.id,
        name: "Late",
        start_time: "20:00",
        end_time: "23:00",
        is_active: false,
      },
    });
    const res = await v.as(patchSlot, {
      method: "PATCH",
      params: { id: String(slot.body.id) },
      body: { name: "Late night" },
    });
    expect(res.body).toEqual({ ...slot.body, name: "Late night" });
  });

  it("requires a name and HH:MM times, with the end after the start", async () => {
    const v = await venue();
    expect((await v.as(createSlot, { body: { hall: v.hall.id } })).body).toEqual({
      name: ["This field is required."],
      start_time: ["This field is required."],
      end_time: ["This field is required."],
    });
    expect(
      (
        await v.as(createSlot, {
          body: { hall: v.hall.id, name: "X", start_time: "9am", end_time: "24:00" },
        })
      ).body,
    ).toEqual({
      start_time: ["Enter a time as HH:MM."],
      end_time: ["Enter a time as HH:MM."],
    });
    // An empty time is a missing one (what the slot form sends for an untouched input).
    expect(
      (
        await v.as(createSlot, {
          body: { hall: v.hall.id, name: "X", start_time: "", end_time: " " },
        })
      ).body,
    ).toEqual({ start_time: ["This field is required."], end_time: ["This field is required."] });
    expect(
      (
        await v.as(createSlot, {
          body: { hall: v.hall.id, name: "X", start_time: "13:00", end_time: "12:00" },
        })
      ).body,
    ).toEqual({ end_time: ["End time must be after start time."] });
    const ok = await v.as(createSlot, {
      body: { hall: v.hall.id, name: "X", start_time: "10:00", end_time: "12:00" },
    });
    expect(
      (
        await v.as(patchSlot, {
          method: "PATCH",
          params: { id: String(ok.body.id) },
          body: { start_time: "12:00" },
        })
      ).body,
    ).toEqual({ end_time: ["End time must be after start time."] });
  });

  it("only takes this tenant's halls", async () => {
    const v = await venue();
    const w = await venue();
    expect(
      (
        await v.as(createSlot, {
          body: { hall: w.hall.id, name: "X", start_time: "10:00", end_time: "12:00" },
        })
      ).body,
    ).toEqual({ hall: ["Select a valid hall."] });
    expect(await db.slot.count({ where: { hallId: w.hall.id } })).toBe(0);
  });

  it("keeps a booking's times when its slot is deleted", async () => {
    const v = await venue();
    const slot = await db.slot.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        name: "Morning",
        startTime: "09:00",
        endTime: "12:00",
      },
    });
    const b = await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        branchId: v.branch.id,
        slotId: slot.id,
        startTime: new Date("2031-01-01T14:00:00Z"),
        endTime: new Date("2031-01-01T17:00:00Z"),
      },
    });
    expect(
      (await v.as(deleteSlot, { method: "DELETE", params: { id: String(slot.id) } })).status,
    ).toBe(204);
    expect(await db.booking.findUnique({ where: { id: b.id } })).toMatchObject({
      slotId: null,
      startTime: new Date("2031-01-01T14:00:00Z"),
    });
  });
});

describe("a hall's photo", () => {
  const photo = async () =>
    new Blob(
      [
        new Uint8Array(
          await sharp({
            create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 90 } },
          })
            .jpeg()
            .toBuffer(),
        ),
      ],
      { type: "image/jpeg" },
    );
  const multipart = (fields: Record<string, string>, image?: Blob) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    if (image) data.append("image", image, "hall.jpg");
    return data;
  };

  it("goes with the fields as multipart, and replaces the one before", async () => {
    const v = await venue();
    const created = await v.as(createHall, {
      body: multipart(
        {
          name: "Glasshouse",
          branch: String(v.branch.id),
          capacity: "40",
          amenities: "Plants, Light",
          has_projector: "true",
          video_url: "",
          status: "inactive",
        },
        await photo(),
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Glasshouse",
      capacity: 40,
      amenities: ["Plants", "Light"],
      has_projector: true,
      video_url: null,
      status: "inactive",
    });
    const first = created.body.image_url ?? "";
    expect(first).toMatch(/^\/api\/files\/t\d+\/hall\/[0-9a-f-]{36}\.webp$/);
    const updated = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(created.body.id) },
      body: multipart({ name: "Glasshouse East" }, await photo()),
    });
    expect(updated.body.name).toBe("Glasshouse East");
    expect(updated.body.image_url).not.toBe(first);
    expect(await fileStorage().get(first.slice("/api/files/".length))).toBeNull();
    // an empty file input (no file chosen) leaves the photo as it is
    const kept = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(created.body.id) },
      body: multipart({ capacity: "45" }, new Blob([])),
    });
    expect(kept.body).toMatchObject({ capacity: 45, image_url: updated.body.image_url });
  });

  it("refuses a file that is not an image, and then writes nothing", async () => {
    const v = await venue();
    const before = await db.hall.count({ where: { tenantId: v.tenant.id } });
    const res = await v.as(createHall, {
      body: multipart(
        { name: "Trap", branch: String(v.branch.id) },
        new Blob(["<script>alert(1)</script>"], { type: "image/jpeg" }),
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ image: ["Upload a PNG, JPEG, WebP or GIF image."] });
    expect(await db.hall.count({ where: { tenantId: v.tenant.id } })).toBe(before);
  });
});
