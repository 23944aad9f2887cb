// The spec serves the notifications outside /api (spec §7): the same handlers as
// /api/notifications/mark_all_read, through the same door, which resolves the host itself.
export { POST } from "@/app/api/notifications/mark_all_read/route";
