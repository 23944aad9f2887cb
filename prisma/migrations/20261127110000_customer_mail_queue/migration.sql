-- The customer's booking mail, queued in the transaction of the change that calls for it (a new
-- booking, an edit, an expired hold), so a crash after the commit loses no mail and a rolled-back
-- change sends none. Every app server sends from here: it claims one due row at a time with
-- FOR UPDATE SKIP LOCKED, sends it while holding the row, and marks it in the same transaction
-- (docs/decisions/052-customer-mail-queue.md). `snapshot` is what the mail tells: the booking as
-- the change left it (its version is the calendar entry's SEQUENCE), in the camel-case names of
-- CustomerMailBooking (lib/bookings/customer-mail.ts).
CREATE TABLE "customer_mails" (
  "id" BIGSERIAL NOT NULL,
  "tenant_id" INTEGER NOT NULL,
  "booking_id" INTEGER NOT NULL,
  "kind" TEXT NOT NULL,
  "snapshot" JSONB NOT NULL,
  -- who made the change (null: the system, such as the hold sweep); no foreign key: the history
  -- entry names them only while they exist
  "actor_id" INTEGER,
  "state" TEXT NOT NULL DEFAULT 'queued',
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "due_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "last_error" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "finished_at" TIMESTAMPTZ(3),
  CONSTRAINT "customer_mails_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "customer_mails_kind_known"
    CHECK ("kind" IN ('received', 'confirmed', 'changed', 'cancelled', 'expired')),
  -- queued: to send (again) at due_at; sent: the mail server took it; failed: refused for good or
  -- out of attempts; skipped: the customer was no longer to be mailed when its turn came
  CONSTRAINT "customer_mails_state_known"
    CHECK ("state" IN ('queued', 'sent', 'failed', 'skipped')),
  CONSTRAINT "customer_mails_finished_when_done" CHECK (("state" = 'queued') = ("finished_at" IS NULL)),
  -- A deleted booking's mail is not sent (a delete removes a mistake).
  CONSTRAINT "customer_mails_tenant_id_booking_id_fkey" FOREIGN KEY ("tenant_id", "booking_id")
    REFERENCES "bookings"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- The booking's mails in order (one is sent only after the booking's earlier ones), and the
-- foreign key's cascade.
CREATE INDEX "customer_mails_tenant_id_booking_id_id_idx"
  ON "customer_mails"("tenant_id", "booking_id", "id");
-- The senders' question: what is due.
CREATE INDEX "customer_mails_due_idx" ON "customer_mails"("due_at") WHERE "state" = 'queued';

-- A new row wakes the senders at commit (LISTEN customer_mail in each app server); one
-- notification per transaction, however many rows it queued.
CREATE FUNCTION "customer_mail_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_mail', '');
  RETURN NULL;
END $$;
CREATE TRIGGER "customer_mails_queued" AFTER INSERT ON "customer_mails"
  FOR EACH ROW EXECUTE FUNCTION "customer_mail_queued"();
