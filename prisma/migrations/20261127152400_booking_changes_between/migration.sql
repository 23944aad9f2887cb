-- What a history entry records of a change: each tracked field that differs, as [before, after]
-- (docs/decisions/056-booking-history-and-notices-written-once.md). Its arguments are the tracked
-- fields of the booking before and after, as the API writes them (jsonb objects; null: the booking
-- did not exist on that side), so a creation records every field it was made with and a deletion
-- every field it had. Every writer of booking_changes computes its changes here: the insert's
-- statement (lib/bookings/insert.ts) and the edits and deletions (lib/bookings/history.ts).
CREATE FUNCTION "booking_changes_between"("old_fields" jsonb, "new_fields" jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT COALESCE(jsonb_object_agg(k."key", jsonb_build_array(
      COALESCE("old_fields" -> k."key", 'null'::jsonb),
      COALESCE("new_fields" -> k."key", 'null'::jsonb))), '{}'::jsonb)
  FROM (
    SELECT jsonb_object_keys(COALESCE("old_fields", '{}'::jsonb))
    UNION SELECT jsonb_object_keys(COALESCE("new_fields", '{}'::jsonb))
  ) AS k("key")
  WHERE COALESCE("old_fields" -> k."key", 'null'::jsonb)
    IS DISTINCT FROM COALESCE("new_fields" -> k."key", 'null'::jsonb)
$$;
