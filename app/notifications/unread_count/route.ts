// The spec serves the notifications outside /api (spec §7): the same handlers as
// /api/notifications/unread_count, through the same door, which resolves the host itself.
export { GET } from "@/app/api/notifications/unread_count/route";
