-- A booking's version, one more for each change. An edit is written only to the version it read
-- (lib/bookings/update.ts), so concurrent edits never undo one another (decision 035). A constant
-- default adds the column without rewriting the table.
ALTER TABLE "bookings" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;
