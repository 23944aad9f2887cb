-- A venue's live event ids count that venue's changes only
-- (docs/decisions/051-live-event-ids-per-venue.md).
-- They came from one sequence for every venue, so a new venue's stream started at demo's counter
-- and any venue could watch how busy the others were by the gaps between its own ids.
--
-- Each venue has a counter row, moved by the trigger in the change's own transaction: its row lock
-- is held until the transaction ends, so a venue's ids are given in the order its changes commit
-- and have no gaps (a rolled-back change gives its number back). No foreign key to tenants: a
-- venue's deletion cascades to its bookings, whose events would move the counter of a tenant
-- already gone in the same statement; the pruner forgets the counters of deleted venues.
CREATE TABLE "booking_event_counters" (
  "tenant_id" INTEGER NOT NULL,
  "last_id" BIGINT NOT NULL,
  CONSTRAINT "booking_event_counters_pkey" PRIMARY KEY ("tenant_id")
);

-- Existing venues go on from the shared sequence's last value, which their clients may already
-- hold as a Last-Event-ID (so no id is given twice); a new venue starts at 1.
INSERT INTO "booking_event_counters" ("tenant_id", "last_id")
SELECT t."id", COALESCE(pg_sequence_last_value('booking_events_id_seq'::regclass), 0)
FROM "tenants" t;

ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_pkey";
ALTER TABLE "booking_events" ALTER COLUMN "id" DROP DEFAULT;
DROP SEQUENCE "booking_events_id_seq";
DROP INDEX "booking_events_tenant_id_id_idx";
ALTER TABLE "booking_events"
  ADD CONSTRAINT "booking_events_pkey" PRIMARY KEY ("tenant_id", "id");

CREATE OR REPLACE FUNCTION "booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venue integer := COALESCE(NEW."tenant_id", OLD."tenant_id");
  next_id bigint;
  event "booking_events";
BEGIN
  INSERT INTO "booking_event_counters" AS c ("tenant_id", "last_id") VALUES (venue, 1)
  ON CONFLICT ("tenant_id") DO UPDATE SET "last_id" = c."last_id" + 1
  RETURNING c."last_id" INTO next_id;
  INSERT INTO "booking_events"
    ("id", "tenant_id", "booking_id", "action", "hall_ids", "affected_from", "affected_until")
  SELECT next_id, venue, COALESCE(NEW."id", OLD."id"),
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
    -- Both halls of a move, once each.
    ARRAY(SELECT DISTINCT h FROM unnest(ARRAY[OLD."hall_id", NEW."hall_id"]) h
          WHERE h IS NOT NULL ORDER BY h),
    LEAST(OLD."blocked_from", NEW."blocked_from"),
    GREATEST(OLD."blocked_until", NEW."blocked_until")
  RETURNING * INTO event;
  PERFORM pg_notify('hallbook_bookings', row_to_json(event)::text);
  RETURN NULL;
END $$;
