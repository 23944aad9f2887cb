-- A booking's deposit: an amount of its price due by a local date in the venue's zone, both or
-- neither (decision 091). What was paid towards it is the ledger's (booking_payments), never
-- stored here: a confirmed booking whose live payments fall short of it is "deposit due".
ALTER TABLE "bookings" ADD COLUMN "deposit_amount" DECIMAL(12,2);
ALTER TABLE "bookings" ADD COLUMN "deposit_due_on" DATE;
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_pair"
  CHECK (("deposit_amount" IS NULL) = ("deposit_due_on" IS NULL));
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_within_price"
  CHECK ("deposit_amount" IS NULL OR ("deposit_amount" > 0 AND "deposit_amount" <= "price"));

-- The venue's money settings: the deposit a new booking asks by default (a percentage of its price,
-- or none), when it is due (days after the booking is made), when the balance is due (days before
-- the event), how many days before a due date the customer is reminded (0: never), and whether a
-- customer may confirm a held booking from their booking page.
ALTER TABLE "tenants" ADD COLUMN "deposit_percent" INTEGER;
ALTER TABLE "tenants" ADD COLUMN "deposit_due_days" INTEGER NOT NULL DEFAULT 7;
ALTER TABLE "tenants" ADD COLUMN "balance_due_days" INTEGER NOT NULL DEFAULT 14;
ALTER TABLE "tenants" ADD COLUMN "reminder_days" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "tenants" ADD COLUMN "customer_self_confirm" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_deposit_percent"
  CHECK ("deposit_percent" BETWEEN 1 AND 100);
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_deposit_due_days"
  CHECK ("deposit_due_days" BETWEEN 0 AND 365);
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_balance_due_days"
  CHECK ("balance_due_days" BETWEEN 0 AND 365);
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_reminder_days" CHECK ("reminder_days" BETWEEN 0 AND 60);

-- A venue remembered by the app servers (lib/tenants/queries.ts TenantRef) is forgotten when any
-- column it holds changes: now also its default hold (missing before), currency and deposit
-- settings, which a new booking reads.
DROP TRIGGER "tenants_access_update_notify" ON "tenants";
CREATE TRIGGER "tenants_access_update_notify"
  AFTER UPDATE OF "is_active", "slug", "name", "timezone", "max_booking_days",
    "default_hold_days", "currency", "deposit_percent", "deposit_due_days" ON "tenants"
  FOR EACH ROW
  WHEN ((OLD."is_active", OLD."slug", OLD."name", OLD."timezone", OLD."max_booking_days",
      OLD."default_hold_days", OLD."currency", OLD."deposit_percent", OLD."deposit_due_days")
    IS DISTINCT FROM
    (NEW."is_active", NEW."slug", NEW."name", NEW."timezone", NEW."max_booking_days",
      NEW."default_hold_days", NEW."currency", NEW."deposit_percent", NEW."deposit_due_days"))
  EXECUTE FUNCTION "notify_access_change"();
