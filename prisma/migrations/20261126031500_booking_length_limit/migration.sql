-- The longest a booking of the venue may last (docs/decisions/009-booking-times.md).
ALTER TABLE "tenants" ADD COLUMN "max_booking_days" INTEGER NOT NULL DEFAULT 30;
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_max_booking_days_check"
  CHECK ("max_booking_days" BETWEEN 1 AND 366);
