-- Setup and cleanup time around each event of a hall. A booking keeps the range it blocks: its
-- start less its hall's setup minutes to its end plus the cleanup minutes. A trigger writes it from
-- the hall as it is when the booking's time or hall is written, whoever writes it, and the
-- exclusion constraint compares these ranges: two live bookings of a hall never overlap once their
-- buffers are included (docs/decisions/038-buffers-between-events.md).
ALTER TABLE "halls"
  ADD COLUMN "setup_minutes" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "cleanup_minutes" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "halls" ADD CONSTRAINT "halls_buffers_in_range"
  CHECK ("setup_minutes" BETWEEN 0 AND 1440 AND "cleanup_minutes" BETWEEN 0 AND 1440);

-- -infinity until the trigger writes the range: a booking it missed would clash with every other,
-- loudly, rather than block too little.
ALTER TABLE "bookings"
  ADD COLUMN "blocked_from" TIMESTAMPTZ(3) NOT NULL DEFAULT '-infinity'::timestamptz,
  ADD COLUMN "blocked_until" TIMESTAMPTZ(3) NOT NULL DEFAULT 'infinity'::timestamptz;

CREATE FUNCTION "bookings_blocked_range"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NEW."start_time" - make_interval(mins => h."setup_minutes"),
         NEW."end_time" + make_interval(mins => h."cleanup_minutes")
    INTO NEW."blocked_from", NEW."blocked_until"
    FROM "halls" h WHERE h."tenant_id" = NEW."tenant_id" AND h."id" = NEW."hall_id";
  IF NOT FOUND THEN
    -- No such hall: the foreign key refuses the row; until then it blocks its own period.
    NEW."blocked_from" := NEW."start_time";
    NEW."blocked_until" := NEW."end_time";
  END IF;
  RETURN NEW;
END $$;

-- Also on an update that names the range itself: `SET blocked_from = blocked_from` recomputes it
-- from the hall's buffers, which is how a change of buffers re-checks the hall's bookings.
CREATE TRIGGER "bookings_blocked_range"
  BEFORE INSERT OR UPDATE OF "start_time", "end_time", "hall_id", "blocked_from", "blocked_until"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_blocked_range"();

UPDATE "bookings" SET "blocked_from" = "start_time", "blocked_until" = "end_time";

ALTER TABLE "bookings" ADD CONSTRAINT "bookings_blocked_covers_period"
  CHECK ("blocked_from" <= "start_time" AND "blocked_until" >= "end_time");

ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "hall_id" WITH =,
    tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
