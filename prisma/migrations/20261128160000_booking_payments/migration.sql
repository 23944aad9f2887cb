-- A booking's ledger: payments and refunds recorded by staff (or, later, by a payment provider's
-- webhook), append-only: a mistaken entry is voided, never edited or deleted, so a receipt once
-- given stays true (decision 086). Amounts are exact numerics in the venue's currency.
CREATE TYPE "payment_kind" AS ENUM ('payment', 'refund');
CREATE TYPE "payment_method" AS ENUM ('cash', 'bank_transfer', 'card_terminal', 'other', 'provider');

CREATE TABLE "booking_payments" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "kind" "payment_kind" NOT NULL,
    "amount" DECIMAL(14,3) NOT NULL,
    "received_on" DATE NOT NULL,
    "method" "payment_method" NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "recorded_by_id" INTEGER,
    "provider" TEXT,
    "provider_id" TEXT,
    "voided_at" TIMESTAMPTZ(3),
    "voided_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_payments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_payments_amount_positive" CHECK ("amount" > 0),
    CONSTRAINT "booking_payments_provider_pair" CHECK (("provider" IS NULL) = ("provider_id" IS NULL)),
    CONSTRAINT "booking_payments_provider_method" CHECK (("method" = 'provider') = ("provider" IS NOT NULL))
);

CREATE UNIQUE INDEX "booking_payments_tenant_id_id_key" ON "booking_payments"("tenant_id", "id");
CREATE INDEX "booking_payments_tenant_id_booking_id_idx" ON "booking_payments"("tenant_id", "booking_id");
-- A provider's event is recorded once, however often its webhook comes.
CREATE UNIQUE INDEX "booking_payments_provider_event" ON "booking_payments"("tenant_id", "provider", "provider_id")
  WHERE "provider" IS NOT NULL;

ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- NO ACTION: a booking with money recorded is not deleted on its own (the API says so first); a
-- venue's deletion takes its bookings and their ledgers in one statement.
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_tenant_id_booking_id_fkey" FOREIGN KEY ("tenant_id", "booking_id") REFERENCES "bookings"("tenant_id", "id") ON DELETE NO ACTION ON UPDATE CASCADE;
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_voided_by_id_fkey" FOREIGN KEY ("voided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Only voiding changes a row: voided_at and voided_by_id, once.
CREATE FUNCTION "booking_payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."voided_at" IS NOT NULL
    OR (NEW."id", NEW."tenant_id", NEW."booking_id", NEW."kind", NEW."amount", NEW."received_on",
        NEW."method", NEW."reference", NEW."note", NEW."provider", NEW."provider_id",
        NEW."created_at")
      IS DISTINCT FROM
       (OLD."id", OLD."tenant_id", OLD."booking_id", OLD."kind", OLD."amount", OLD."received_on",
        OLD."method", OLD."reference", OLD."note", OLD."provider", OLD."provider_id",
        OLD."created_at")
  THEN
    RAISE EXCEPTION 'A ledger entry is only ever voided.'
      USING ERRCODE = '23514', CONSTRAINT = 'booking_payments_append_only';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "booking_payments_append_only" BEFORE UPDATE OF "id", "tenant_id", "booking_id",
  "kind", "amount", "received_on", "method", "reference", "note", "provider", "provider_id",
  "created_at", "voided_at" ON "booking_payments"
  FOR EACH ROW EXECUTE FUNCTION "booking_payments_append_only"();

-- What was refunded never exceeds what was paid, counting live entries only. The booking's row is
-- held first, so two entries for one booking are checked one after the other, each seeing the
-- other once it is committed.
CREATE FUNCTION "booking_payments_refunds_within_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  over NUMERIC;
BEGIN
  PERFORM 1 FROM "bookings" WHERE "tenant_id" = NEW."tenant_id" AND "id" = NEW."booking_id"
    FOR NO KEY UPDATE;
  SELECT coalesce(sum("amount") FILTER (WHERE "kind" = 'refund'), 0)
       - coalesce(sum("amount") FILTER (WHERE "kind" = 'payment'), 0) INTO over
  FROM "booking_payments"
  WHERE "tenant_id" = NEW."tenant_id" AND "booking_id" = NEW."booking_id" AND "voided_at" IS NULL;
  IF over > 0 THEN
    RAISE EXCEPTION 'Refunds would exceed what was paid.'
      USING ERRCODE = '23514', CONSTRAINT = 'booking_payments_refunds_within_paid';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "booking_payments_refunds_within_paid" AFTER INSERT OR UPDATE OF "voided_at"
  ON "booking_payments" FOR EACH ROW EXECUTE FUNCTION "booking_payments_refunds_within_paid"();

-- A booking's money: its price, what was paid and refunded (live entries), and what is due.
CREATE VIEW "booking_balances" AS
SELECT b."tenant_id", b."id" AS "booking_id", b."price",
  coalesce(sum(p."amount") FILTER (WHERE p."kind" = 'payment'), 0) AS "paid",
  coalesce(sum(p."amount") FILTER (WHERE p."kind" = 'refund'), 0) AS "refunded",
  b."price" - coalesce(sum(p."amount") FILTER (WHERE p."kind" = 'payment'), 0)
    + coalesce(sum(p."amount") FILTER (WHERE p."kind" = 'refund'), 0) AS "balance"
FROM "bookings" b
LEFT JOIN "booking_payments" p
  ON p."tenant_id" = b."tenant_id" AND p."booking_id" = b."id" AND p."voided_at" IS NULL
GROUP BY b."tenant_id", b."id";
