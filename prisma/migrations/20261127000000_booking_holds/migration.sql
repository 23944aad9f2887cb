-- Holds that expire: a tentative booking may be held until a time, after which the sweep cancels
-- it (lib/bookings/holds.ts). Where a booking came from: staff, or the venue's public site. Whether
-- its customer is emailed when it is confirmed, moved or cancelled (on unless staff say otherwise).
CREATE TYPE "booking_source" AS ENUM ('staff', 'public');

ALTER TABLE "bookings"
  ADD COLUMN "hold_until" TIMESTAMPTZ(3),
  ADD COLUMN "source" "booking_source" NOT NULL DEFAULT 'staff',
  ADD COLUMN "email_customer" BOOLEAN NOT NULL DEFAULT true;
-- Only a tentative booking is held: confirming or cancelling one ends its hold.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_only_tentative"
  CHECK ("hold_until" IS NULL OR "status" = 'tentative');
-- The sweep's question and the dashboard's: the holds that run out, soonest first.
CREATE INDEX "bookings_hold_until_idx" ON "bookings" ("hold_until");

-- How many dates one email has on hold from the public site (the per-email cap of enquiries).
CREATE INDEX "bookings_open_public_holds_idx" ON "bookings" ("tenant_id", lower("customer_email"))
  WHERE "source" = 'public' AND "status" = 'tentative';

-- A booking's history also records the mail its customer was sent, or why it was not.
ALTER TYPE "booking_action" ADD VALUE 'emailed';

-- A venue's booking settings: how long a hold lasts unless said otherwise, whether its public site
-- takes enquiries, and how many open public holds one email may have.
ALTER TABLE "tenants"
  ADD COLUMN "default_hold_days" INTEGER NOT NULL DEFAULT 7,
  ADD COLUMN "public_enquiries" BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN "max_public_holds_per_email" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_hold_settings_in_range"
  CHECK ("default_hold_days" BETWEEN 1 AND 90 AND "max_public_holds_per_email" BETWEEN 1 AND 50);
