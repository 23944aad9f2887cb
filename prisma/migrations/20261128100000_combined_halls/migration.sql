-- Halls that combine: the Grand Ballroom is Ballroom A and Ballroom B, and booking one blocks the
-- others for its blocked range, however many people book at once
-- (docs/decisions/082-halls-that-combine.md).
--
-- hall_parts says what each hall is made of. refresh_hall_spaces(tenant) writes each hall's
-- spaces: the smallest halls it is made of (itself when it has no parts), or null for a hall in
-- no combination. A live booking of a hall with spaces has one booking_spaces row per space, with
-- its blocked range, written by the trigger bookings_spaces in the booking's own statement, and
-- one exclusion constraint keeps two bookings out of one space at once. Bookings of halls in no
-- combination write no rows: bookings_no_overlap keeps them apart, as before.

ALTER TABLE "halls" ADD COLUMN "spaces" INTEGER[];

CREATE TABLE "hall_parts" (
    "tenant_id" INTEGER NOT NULL,
    "hall_id" INTEGER NOT NULL,
    "part_id" INTEGER NOT NULL,

    CONSTRAINT "hall_parts_pkey" PRIMARY KEY ("tenant_id","hall_id","part_id"),
    CONSTRAINT "hall_parts_not_itself" CHECK ("hall_id" <> "part_id")
);

CREATE TABLE "booking_spaces" (
    "tenant_id" INTEGER NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "space_id" INTEGER NOT NULL,
    "blocked_from" TIMESTAMPTZ(3) NOT NULL,
    "blocked_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_spaces_pkey" PRIMARY KEY ("tenant_id","booking_id","space_id")
);

CREATE INDEX "hall_parts_tenant_id_part_id_idx" ON "hall_parts"("tenant_id", "part_id");

ALTER TABLE "hall_parts" ADD CONSTRAINT "hall_parts_tenant_id_hall_id_fkey" FOREIGN KEY ("tenant_id", "hall_id") REFERENCES "halls"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "hall_parts" ADD CONSTRAINT "hall_parts_tenant_id_part_id_fkey" FOREIGN KEY ("tenant_id", "part_id") REFERENCES "halls"("tenant_id", "id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "booking_spaces" ADD CONSTRAINT "booking_spaces_tenant_id_booking_id_fkey" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "booking_spaces" ADD CONSTRAINT "booking_spaces_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "space_id" WITH =,
    tstzrange("blocked_from", "blocked_until", '[)') WITH &&);

-- Every hall's spaces from what the tenant's halls are made of; the ids of the halls whose spaces
-- changed. A hall that would contain itself, however deep, is refused (23514). The caller locks
-- the tenant's halls first (lib/halls/parts.ts), so two changes cannot each miss the other's.
CREATE FUNCTION "refresh_hall_spaces"(t INTEGER) RETURNS INTEGER[] LANGUAGE plpgsql AS $$
DECLARE
  changed INTEGER[];
BEGIN
  IF EXISTS (
    WITH RECURSIVE reach(root, node) AS (
      SELECT p."hall_id", p."part_id" FROM "hall_parts" p WHERE p."tenant_id" = t
      UNION
      SELECT r.root, p."part_id" FROM reach r
      JOIN "hall_parts" p ON p."tenant_id" = t AND p."hall_id" = r.node
    ) SELECT 1 FROM reach WHERE root = node
  ) THEN
    RAISE EXCEPTION 'A hall cannot be made of itself.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'hall_parts_no_cycle';
  END IF;

  WITH RECURSIVE involved AS (
    SELECT "hall_id" AS id FROM "hall_parts" WHERE "tenant_id" = t
    UNION SELECT "part_id" FROM "hall_parts" WHERE "tenant_id" = t
  ), reach(root, node) AS (
    SELECT id, id FROM involved
    UNION
    SELECT r.root, p."part_id" FROM reach r
    JOIN "hall_parts" p ON p."tenant_id" = t AND p."hall_id" = r.node
  ), computed AS (
    SELECT r.root AS id, array_agg(r.node ORDER BY r.node) AS spaces FROM reach r
    WHERE NOT EXISTS (
      SELECT 1 FROM "hall_parts" p WHERE p."tenant_id" = t AND p."hall_id" = r.node)
    GROUP BY r.root
  ), updated AS (
    UPDATE "halls" h SET "spaces" = c.spaces
    FROM "halls" h2 LEFT JOIN computed c ON c.id = h2."id"
    WHERE h2."tenant_id" = t AND h."tenant_id" = t AND h."id" = h2."id"
      AND h."spaces" IS DISTINCT FROM c.spaces
    RETURNING h."id"
  ) SELECT coalesce(array_agg(id), '{}') INTO changed FROM updated;
  RETURN changed;
END $$;

-- A booking's spaces follow its hall, its blocked range and its status, whoever writes it. The
-- hall is read FOR KEY SHARE: a change of what halls are made of holds them FOR UPDATE, so a
-- booking written meanwhile waits for it and then reads the spaces it left.
CREATE FUNCTION "bookings_spaces"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s INTEGER[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "booking_spaces" WHERE "tenant_id" = OLD."tenant_id" AND "booking_id" = OLD."id";
  END IF;
  IF NEW."status" = 'cancelled' THEN
    RETURN NULL;
  END IF;
  SELECT h."spaces" INTO s FROM "halls" h
    WHERE h."tenant_id" = NEW."tenant_id" AND h."id" = NEW."hall_id" FOR KEY SHARE;
  IF s IS NOT NULL THEN
    INSERT INTO "booking_spaces" ("tenant_id", "booking_id", "space_id", "blocked_from",
      "blocked_until")
    SELECT NEW."tenant_id", NEW."id", unnest(s), NEW."blocked_from", NEW."blocked_until";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "bookings_spaces"
  AFTER INSERT OR UPDATE OF "hall_id", "status", "start_time", "end_time", "blocked_from",
    "blocked_until"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_spaces"();
