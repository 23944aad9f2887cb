-- A live event names the browser tab whose write made it (docs/decisions/058-own-echoes-by-writer.md),
-- so that tab, and only that tab, is told the change is one it already has.
--
-- The writing transaction says which tab it writes for with
-- `set_config('hallbook.client_id', <id>, true)` (transaction-local: a pooled connection never
-- carries it to the next caller); the trigger stores it with the event and announces it, so it
-- travels to every app server with the notification and to a reconnecting client with the row.
-- An id is a short token; anything else is dropped rather than refusing the booking's write.
ALTER TABLE "booking_events" ADD COLUMN "client_id" TEXT;
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_client_id_token"
  CHECK ("client_id" ~ '^[A-Za-z0-9_-]{8,64}$');

CREATE OR REPLACE FUNCTION "booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venue integer := COALESCE(NEW."tenant_id", OLD."tenant_id");
  writer text := current_setting('hallbook.client_id', true);
  next_id bigint;
  event "booking_events";
BEGIN
  IF writer !~ '^[A-Za-z0-9_-]{8,64}$' THEN
    writer := NULL;
  END IF;
  INSERT INTO "booking_event_counters" AS c ("tenant_id", "last_id") VALUES (venue, 1)
  ON CONFLICT ("tenant_id") DO UPDATE SET "last_id" = c."last_id" + 1
  RETURNING c."last_id" INTO next_id;
  INSERT INTO "booking_events"
    ("id", "tenant_id", "booking_id", "action", "hall_ids", "affected_from", "affected_until",
     "client_id")
  SELECT next_id, venue, COALESCE(NEW."id", OLD."id"),
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
    -- Both halls of a move, once each.
    ARRAY(SELECT DISTINCT h FROM unnest(ARRAY[OLD."hall_id", NEW."hall_id"]) h
          WHERE h IS NOT NULL ORDER BY h),
    LEAST(OLD."blocked_from", NEW."blocked_from"),
    GREATEST(OLD."blocked_until", NEW."blocked_until"),
    writer
  RETURNING * INTO event;
  PERFORM pg_notify('hallbook_bookings', row_to_json(event)::text);
  RETURN NULL;
END $$;
