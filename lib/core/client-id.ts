// A browser tab's id: each console tab sends one with its writes (X-Client-Id) and opens its live
// stream with it, so the stream can tell that tab which changes are its own
// (docs/decisions/058-own-echoes-by-writer.md). The server takes it as the caller's word: a short
// token, the same rule the database checks (booking_events_client_id_token).
import { z } from "zod";

export const CLIENT_ID_HEADER = "x-client-id";

export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "Must be 8 to 64 letters, digits, '-' or '_'.");
