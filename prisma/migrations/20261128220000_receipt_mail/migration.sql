-- A recorded payment or refund mails its customer the receipt (decision 089).
ALTER TABLE "customer_mails" DROP CONSTRAINT "customer_mails_kind_known";
ALTER TABLE "customer_mails" ADD CONSTRAINT "customer_mails_kind_known"
  CHECK ("kind" IN ('received', 'confirmed', 'changed', 'cancelled', 'expired', 'reminder',
    'receipt'));
