// The forms' schemas: the routes' own, stricter only where the form is (spec §5).
import { describe, expect, it } from "vitest";

import { loginSchema } from "@/lib/auth/login-schema";
import { firstFieldErrors } from "@/lib/core/errors";
import { REQUIRED } from "@/lib/core/schemas";
import { flagForm } from "@/lib/flags/schemas";
import { hallForm, hallInput, INVALID_BRANCH } from "@/lib/halls/schemas";
import { slotInput } from "@/lib/slots/schemas";

const hall = {
  name: "Terrace",
  description: "",
  capacity: "60",
  branch: "3",
  video_url: "",
  amenities: "Stage, Bar, ",
  features: "",
  address: "",
  is_air_conditioned: true,
  has_projector: false,
  has_sound_system: false,
  requires_slot: false,
  setup_minutes: "0",
  cleanup_minutes: "45",
  status: "inactive",
};

describe("the hall form", () => {
  it("requires a capacity, which the API would default to 0", () => {
    const empty = hallForm.safeParse({ ...hall, capacity: " " });
    expect(empty.success || firstFieldErrors(empty.error)).toEqual({ capacity: REQUIRED });
    expect(hallInput.parse({ ...hall, capacity: undefined }).capacity).toBe(0);
  });

  it("keeps the API's rules and messages for the rest", () => {
    const bad = hallForm.safeParse({ ...hall, name: "", capacity: "-1", branch: "" });
    expect(bad.success || firstFieldErrors(bad.error)).toEqual({
      name: REQUIRED,
      capacity: "Ensure this value is greater than or equal to 0.",
      branch: INVALID_BRANCH,
    });
  });

  it("gives the API's body, with only the fields the form shows", () => {
    expect(hallForm.parse(hall)).toEqual({
      ...hall,
      capacity: 60,
      branch: 3,
      video_url: null,
      amenities: ["Stage", "Bar"],
      features: [],
      address: null,
      setup_minutes: 0,
      cleanup_minutes: 45,
      parts: [],
    });
    expect(hallForm.parse({ ...hall, parts: [4, 2, 4] }).parts).toEqual([4, 2]);
  });

  it("checks the setup and cleanup minutes with the API's rules", () => {
    const bad = hallForm.safeParse({ ...hall, setup_minutes: "", cleanup_minutes: "1500" });
    expect(bad.success || firstFieldErrors(bad.error)).toEqual({
      setup_minutes: REQUIRED,
      cleanup_minutes: "Ensure this value is less than or equal to 1440.",
    });
  });
});

describe("the slot and sign-in forms", () => {
  it("call an empty time missing, not malformed", () => {
    const empty = slotInput.safeParse({ hall: 1, name: "Lunch", start_time: "", end_time: "" });
    expect(empty.success || firstFieldErrors(empty.error)).toEqual({
      start_time: REQUIRED,
      end_time: REQUIRED,
    });
  });

  it("say 'This field is required.' for an empty email or password", () => {
    const empty = loginSchema.safeParse({ email: " ", password: "" });
    expect(empty.success || firstFieldErrors(empty.error)).toEqual({
      email: REQUIRED,
      password: REQUIRED,
    });
    const bad = loginSchema.safeParse({ email: "x", password: "p" });
    expect(bad.success || firstFieldErrors(bad.error)).toEqual({
      email: "Enter a valid email address.",
    });
  });
});

describe("the flag form", () => {
  it("says the description's limit in the API's words", () => {
    const long = flagForm.safeParse({
      name: "gallery",
      description: "x".repeat(501),
      enabled: false,
      tenants: [],
    });
    expect(long.success || firstFieldErrors(long.error)).toEqual({
      description: "Ensure this field has no more than 500 characters.",
    });
  });
});
