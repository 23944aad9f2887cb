-- A payment reminder is queued once per booking, what is due and its due date (decision 093):
-- every app server may queue the day's reminders, and this index keeps the second copy out.
ALTER TABLE "customer_mails" ADD COLUMN "reminder_key" TEXT;
CREATE UNIQUE INDEX "customer_mails_reminder_once" ON "customer_mails"("tenant_id", "booking_id", "reminder_key")
  WHERE "reminder_key" IS NOT NULL;
ALTER TABLE "customer_mails" DROP CONSTRAINT "customer_mails_kind_known";
ALTER TABLE "customer_mails" ADD CONSTRAINT "customer_mails_kind_known"
  CHECK ("kind" IN ('received', 'confirmed', 'changed', 'cancelled', 'expired', 'reminder'));
-- Only a reminder has a key, and every reminder has one.
ALTER TABLE "customer_mails" ADD CONSTRAINT "customer_mails_reminder_keyed"
  CHECK (("kind" = 'reminder') = ("reminder_key" IS NOT NULL));
