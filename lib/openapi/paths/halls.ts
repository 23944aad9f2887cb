// A venue's halls, their time slots, and its branches.
import { member } from "@/lib/api/doors";
import { HALL_MANAGER_ROLES, TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { branchInput, branchPatch } from "@/lib/branches/schemas";
import { hallInput, hallPatch, hallQuery } from "@/lib/halls/schemas";
import { slotInput, slotPatch, slotQuery } from "@/lib/slots/schemas";

import { area, created, noContent, ok } from "../operation";

const managers = member(HALL_MANAGER_ROLES);
const admins = member(TENANT_ADMIN_ROLES);

export const HALLS = area("Halls", {
  "GET /api/tenant/halls/": {
    summary: "List the halls",
    description: "Optionally of one branch.",
    auth: member(),
    query: hallQuery,
    reply: ok("The halls."),
  },
  "POST /api/tenant/halls/": {
    summary: "Create a hall",
    description:
      "As JSON, or multipart with a photo (`image`). What is left out takes the defaults; " +
      "setup_minutes and cleanup_minutes keep time free around each event.",
    auth: managers,
    body: hallInput,
    form: "either",
    reply: created("The hall."),
  },
  "GET /api/tenant/halls/{id}/": {
    summary: "Read a hall",
    auth: member(),
    reply: ok("The hall."),
  },
  "PATCH /api/tenant/halls/{id}/": {
    summary: "Change a hall",
    description:
      "Any subset of the fields. New setup or cleanup times that would make upcoming bookings " +
      "clash are refused (409).",
    auth: managers,
    body: hallPatch,
    form: "either",
    reply: ok("The hall as it now is."),
    errors: [409],
  },
  "DELETE /api/tenant/halls/{id}/": {
    summary: "Delete a hall",
    description:
      "Closes its slots too; refused (409) while the hall has upcoming bookings. A hall with " +
      "past bookings is archived, so that their history keeps it.",
    auth: managers,
    reply: noContent("Deleted or archived."),
    errors: [409],
  },
  "GET /api/tenant/slots/": {
    summary: "List the time slots",
    description: "Optionally of one hall.",
    auth: member(),
    query: slotQuery,
    reply: ok("The slots."),
  },
  "POST /api/tenant/slots/": {
    summary: "Create a time slot",
    description: "Wall-clock times (HH:MM) in the venue's zone; the end after the start.",
    auth: managers,
    body: slotInput,
    reply: created("The slot."),
  },
  "PATCH /api/tenant/slots/{id}/": {
    summary: "Change a time slot",
    auth: managers,
    body: slotPatch,
    reply: ok("The slot as it now is."),
  },
  "DELETE /api/tenant/slots/{id}/": {
    summary: "Delete a time slot",
    auth: managers,
    reply: noContent("Deleted."),
  },
  "GET /api/tenant/branches/": {
    summary: "List the branches",
    auth: member(),
    reply: ok("The branches."),
  },
  "POST /api/tenant/branches/": {
    summary: "Create a branch",
    auth: admins,
    body: branchInput,
    reply: created("The branch."),
  },
  "GET /api/tenant/branches/{id}/": {
    summary: "Read a branch",
    auth: member(),
    reply: ok("The branch."),
  },
  "PATCH /api/tenant/branches/{id}/": {
    summary: "Change a branch",
    auth: admins,
    body: branchPatch,
    reply: ok("The branch as it now is."),
  },
  "DELETE /api/tenant/branches/{id}/": {
    summary: "Delete a branch",
    description: "A branch with halls cannot be deleted (409).",
    auth: admins,
    reply: noContent("Deleted."),
    errors: [409],
  },
});
