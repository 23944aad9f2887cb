-- What a venue's booking answers read besides its bookings, versioned
-- (docs/decisions/096-conditional-booking-reads.md).
-- A calendar range or a page of the list answers with an ETag made of the venue's last live event
-- id (booking_event_counters, moved by every change of a booking) and this version, moved by every
-- change of the other rows those answers read: a hall's name and spaces, a branch's name, a
-- payment or its void (whether a deposit is due). A change of either moves the ETag, so a client
-- that revalidates after it reads the new answer.
--
-- No foreign key to tenants, as for booking_event_counters: a venue's deletion cascades to its
-- halls, whose trigger would write the row of a tenant already gone in the same statement; the
-- events pruner forgets deleted venues' rows.
CREATE TABLE "booking_read_versions" (
  "tenant_id" INTEGER NOT NULL,
  "version" BIGINT NOT NULL,
  CONSTRAINT "booking_read_versions_pkey" PRIMARY KEY ("tenant_id")
);

CREATE FUNCTION "booking_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_read_versions" AS v ("tenant_id", "version")
  VALUES (COALESCE(NEW."tenant_id", OLD."tenant_id"), 1)
  ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "halls_reads_changed" AFTER INSERT OR DELETE ON "halls"
  FOR EACH ROW EXECUTE FUNCTION "booking_reads_changed"();
CREATE TRIGGER "halls_update_reads_changed" AFTER UPDATE ON "halls"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."spaces" IS DISTINCT FROM NEW."spaces")
  EXECUTE FUNCTION "booking_reads_changed"();
CREATE TRIGGER "branches_update_reads_changed" AFTER UPDATE ON "branches"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "booking_reads_changed"();
CREATE TRIGGER "booking_payments_reads_changed" AFTER INSERT OR DELETE ON "booking_payments"
  FOR EACH ROW EXECUTE FUNCTION "booking_reads_changed"();
CREATE TRIGGER "booking_payments_update_reads_changed" AFTER UPDATE ON "booking_payments"
  FOR EACH ROW WHEN (OLD."voided_at" IS DISTINCT FROM NEW."voided_at"
    OR OLD."amount" IS DISTINCT FROM NEW."amount" OR OLD."kind" IS DISTINCT FROM NEW."kind")
  EXECUTE FUNCTION "booking_reads_changed"();
