// A customer's link to their booking's page, as a mail would carry it (decision 092): the specs
// make one in the database (only its hash is stored, so the mail's own cannot be read back).
import { createHash, randomBytes } from "node:crypto";

import { withDatabase } from "./fixtures";
import { tenantUrl } from "./support";

/** A new link to booking `id` of the demo venue: the page's address on the venue's host. */
export async function customerLink(bookingId: number): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  await withDatabase((db) =>
    db.query(
      `INSERT INTO booking_links (tenant_id, booking_id, token_hash, expires_at)
       SELECT tenant_id, id, $2, now() + interval '1 day' FROM bookings WHERE id = $1`,
      [bookingId, hash],
    ),
  );
  return tenantUrl(`/booking/${token}`);
}
