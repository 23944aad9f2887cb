-- A calendar feed's name (issue 25: the settings listed identical rows), the hall's or 'All halls'
-- for the feeds made before, and when a calendar app last read it (written at most once a minute,
-- docs/decisions/071-calendar-feed-names-and-reads.md).
ALTER TABLE "calendar_feeds" ADD COLUMN "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN "last_fetched_at" TIMESTAMPTZ(3);

UPDATE "calendar_feeds" f SET "name" = COALESCE(
  (SELECT h."name" FROM "halls" h WHERE h."tenant_id" = f."tenant_id" AND h."id" = f."hall_id"),
  'All halls'
);
ALTER TABLE "calendar_feeds" ALTER COLUMN "name" DROP DEFAULT;
