-- Recurring bookings (docs/decisions/083-booking-series.md). A series is its rule (RFC 5545
-- RRULE with DTSTART;TZID), the venue zone it was made in, the first occurrence's local date,
-- time and length, its hall, and the local dates it skips. Each occurrence is an ordinary row of
-- bookings, linked by series_id, so the exclusion constraints, buffers, shared spaces, history
-- and live events hold for it as for any booking. recurrence_date is the occurrence's date as the
-- rule made it (its RECURRENCE-ID), kept when the occurrence is moved; is_exception says it was
-- changed on its own.

ALTER TABLE "tenants" ADD COLUMN "max_series_occurrences" INTEGER NOT NULL DEFAULT 200;
ALTER TABLE "tenants" ADD COLUMN "max_series_months" INTEGER NOT NULL DEFAULT 24;

CREATE TABLE "booking_series" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "hall_id" INTEGER NOT NULL,
    "rrule" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "start_time" TEXT NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "exdates" DATE[] NOT NULL DEFAULT ARRAY[]::DATE[],
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "booking_series_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_series_start_time" CHECK ("start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    CONSTRAINT "booking_series_duration" CHECK ("duration_minutes" > 0)
);

CREATE UNIQUE INDEX "booking_series_tenant_id_id_key" ON "booking_series"("tenant_id", "id");
CREATE INDEX "booking_series_tenant_id_hall_id_idx" ON "booking_series"("tenant_id", "hall_id");

ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A hall is deleted only when no booking names it; a series without bookings goes with it.
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_tenant_id_hall_id_fkey" FOREIGN KEY ("tenant_id", "hall_id") REFERENCES "halls"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "bookings" ADD COLUMN "series_id" INTEGER;
ALTER TABLE "bookings" ADD COLUMN "recurrence_date" DATE;
ALTER TABLE "bookings" ADD COLUMN "is_exception" BOOLEAN NOT NULL DEFAULT false;

-- An occurrence knows the date the rule gave it; a booking of no series has none.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_occurrence"
  CHECK (("series_id" IS NULL) = ("recurrence_date" IS NULL));

-- One occurrence per date of a series.
CREATE UNIQUE INDEX "bookings_tenant_id_series_id_recurrence_date_key" ON "bookings"("tenant_id", "series_id", "recurrence_date");

-- Checked at the statement's end (NO ACTION): a venue's deletion cascades to both.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tenant_id_series_id_fkey" FOREIGN KEY ("tenant_id", "series_id") REFERENCES "booking_series"("tenant_id", "id") ON DELETE NO ACTION ON UPDATE CASCADE;
