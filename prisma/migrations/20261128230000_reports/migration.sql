-- Reports (decision 094): a booking made through the API with a token, apart from the console's
-- (staff) and a visitor's enquiry (public); and the hours a venue's halls are open in a day, which
-- occupancy is counted against (a hall taken only in its slots counts its slots' hours).
ALTER TYPE "booking_source" ADD VALUE 'api';
ALTER TABLE "tenants" ADD COLUMN "open_hours_per_day" INTEGER NOT NULL DEFAULT 12;
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_open_hours_per_day"
  CHECK ("open_hours_per_day" BETWEEN 1 AND 24);
