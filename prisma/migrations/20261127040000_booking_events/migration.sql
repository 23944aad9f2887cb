-- Every open calendar of a venue stays true without reloading (docs/decisions/042-live-calendar.md).
-- A trigger on bookings records each change as a row of booking_events and announces it on the
-- channel `hallbook_bookings` in the same transaction, whoever wrote it: the app, the hold sweep,
-- a public enquiry, a script or SQL typed by hand. NOTIFY is delivered at commit and never for a
-- rolled-back change. Each app server listens once and fans the events out to its browsers over
-- Server-Sent Events; the rows let a client that reconnects catch up from its Last-Event-ID.
--
-- An event names no customer and no money: only the booking, its halls and the span of time it
-- touched (the blocked range before and after), which every member of the venue may see anyway.
-- No foreign key to tenants: a venue's deletion cascades to its bookings, whose events would then
-- name a tenant already gone in the same statement. Rows are pruned after a day.
CREATE TABLE "booking_events" (
  "id" BIGSERIAL NOT NULL,
  "tenant_id" INTEGER NOT NULL,
  "booking_id" INTEGER NOT NULL,
  "action" TEXT NOT NULL,
  "hall_ids" INTEGER[] NOT NULL,
  "affected_from" TIMESTAMPTZ(3) NOT NULL,
  "affected_until" TIMESTAMPTZ(3) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "booking_events_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "booking_events_action_known" CHECK ("action" IN ('created', 'updated', 'deleted'))
);
CREATE INDEX "booking_events_tenant_id_id_idx" ON "booking_events"("tenant_id", "id");
CREATE INDEX "booking_events_created_at_idx" ON "booking_events" USING BRIN ("created_at");

CREATE FUNCTION "booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event "booking_events";
BEGIN
  INSERT INTO "booking_events"
    ("tenant_id", "booking_id", "action", "hall_ids", "affected_from", "affected_until")
  SELECT COALESCE(NEW."tenant_id", OLD."tenant_id"), COALESCE(NEW."id", OLD."id"),
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

CREATE TRIGGER "bookings_event" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_event"();
-- An update that writes a row as it was (the buffer re-check's `SET blocked_from = blocked_from`
-- on a hall whose buffers did not move it) changes nothing anyone sees.
CREATE TRIGGER "bookings_update_event" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "booking_event"();
