-- One change of several bookings at once, such as every upcoming date of a series moved so that
-- each date's new period meets the next date's old one, passes through states that overlap though
-- its end state does not. Checked row by row, as before, it was refused. The two exclusion
-- constraints become DEFERRABLE INITIALLY IMMEDIATE: every other statement is still refused at
-- its own end, with the same error; a series change defers both to its commit (SET CONSTRAINTS),
-- after it has found every clash under its locks (decision 085).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "hall_id" WITH =,
    tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
  WHERE ("status" <> 'cancelled')
  DEFERRABLE INITIALLY IMMEDIATE;

ALTER TABLE "booking_spaces" DROP CONSTRAINT "booking_spaces_no_overlap";
ALTER TABLE "booking_spaces" ADD CONSTRAINT "booking_spaces_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "space_id" WITH =,
    tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
  DEFERRABLE INITIALLY IMMEDIATE;
