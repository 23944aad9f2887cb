-- A customer's private link to their booking's page (decision 092): every customer mail carries a
-- new random token; only its SHA-256 is stored. Revoked by the venue, or past its expiry, it opens
-- nothing. Deleted with the booking.
CREATE TABLE "booking_links" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "booking_links_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_links_token_hash_shape" CHECK ("token_hash" ~ '^[0-9a-f]{64}$')
);
CREATE UNIQUE INDEX "booking_links_token_hash_key" ON "booking_links"("token_hash");
CREATE INDEX "booking_links_tenant_id_booking_id_idx" ON "booking_links"("tenant_id", "booking_id");
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_tenant_id_booking_id_fkey" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What a customer does on their page is in the booking's history as the customer's own.
ALTER TYPE "booking_action" ADD VALUE 'customer';

-- A customer's message from their booking's page reaches the venue's inbox with its booking.
ALTER TABLE "contact_submissions" ADD COLUMN "booking_id" INTEGER;
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_booking_fkey"
  FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings"("tenant_id", "id")
  ON DELETE SET NULL ("booking_id") ON UPDATE CASCADE;
