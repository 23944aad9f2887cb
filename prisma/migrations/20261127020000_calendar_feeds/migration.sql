-- Private iCal feeds of a venue's bookings (lib/calendar-feeds): a hall's, or the whole venue's
-- with hall_id null. Only the SHA-256 of each feed's secret token is kept.
CREATE TABLE "calendar_feeds" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "hall_id" INTEGER,
    "token_hash" TEXT NOT NULL,
    "include_customer" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds"("token_hash");
CREATE UNIQUE INDEX "calendar_feeds_tenant_id_id_key" ON "calendar_feeds"("tenant_id", "id");

ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_fkey"
  FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_hall_id_fkey"
  FOREIGN KEY ("tenant_id", "hall_id") REFERENCES "halls"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;
