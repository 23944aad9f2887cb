-- What a venue's public enquiries may cost it (docs/decisions/050-bounded-enquiries-and-uploads.md):
-- the most open public holds of all visitors together, the longest enquiry a visitor may make
-- (a full day held for a throwaway email is a day the venue cannot sell), and how long before its
-- start an enquiry must come.
ALTER TABLE "tenants"
  ADD COLUMN "max_public_holds" INTEGER NOT NULL DEFAULT 30,
  ADD COLUMN "max_enquiry_hours" INTEGER NOT NULL DEFAULT 12,
  ADD COLUMN "min_notice_hours" INTEGER NOT NULL DEFAULT 24;
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_enquiry_limits_in_range"
  CHECK ("max_public_holds" BETWEEN 1 AND 1000
    AND "max_enquiry_hours" BETWEEN 1 AND 168
    AND "min_notice_hours" BETWEEN 0 AND 2160);
