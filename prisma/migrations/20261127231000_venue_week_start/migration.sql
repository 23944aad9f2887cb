-- A venue's first day of the week (0 Sunday, 1 Monday, 6 Saturday); NULL: from its time zone
-- (lib/time.ts weekStartOfZone, docs/decisions/073).
ALTER TABLE "tenants" ADD COLUMN "week_start" SMALLINT;
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_week_start_check" CHECK ("week_start" IN (0, 1, 6));
