-- The calendar asks for the bookings whose period overlaps a range, cancelled ones included. The
-- exclusion constraint's GiST index leaves cancelled bookings out, and a B-tree on start_time can
-- only bound one side of an overlap, so a range query read every booking of the hall that started
-- before the range's end. This index bounds both sides: its cost follows the range, not the
-- hall's age. It serves the all-halls month too (tenant_id leads).
CREATE INDEX "bookings_period_idx" ON "bookings"
  USING gist ("tenant_id", "hall_id", tstzrange("start_time", "end_time", '[)'));
