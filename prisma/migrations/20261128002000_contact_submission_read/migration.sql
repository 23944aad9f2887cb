-- A venue's contact messages are read or unread, for the venue as a whole (decision 078): the
-- Inbox's badge counts those with no read_at.
ALTER TABLE "contact_submissions" ADD COLUMN "read_at" TIMESTAMPTZ(3);
