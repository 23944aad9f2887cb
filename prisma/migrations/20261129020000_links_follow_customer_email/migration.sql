-- A booking's private links were sent to its customer's address: when the venue changes that
-- address (a typo corrected, another person), the links the old address holds stop working, on
-- every path that writes the booking (decision 092). The next mail carries a new link.
CREATE FUNCTION "booking_links_follow_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_links" SET "revoked_at" = now()
  WHERE "tenant_id" = NEW."tenant_id" AND "booking_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER "booking_links_follow_email" AFTER UPDATE OF "customer_email" ON "bookings"
  FOR EACH ROW WHEN (lower(btrim(OLD."customer_email")) IS DISTINCT FROM lower(btrim(NEW."customer_email")))
  EXECUTE FUNCTION "booking_links_follow_email"();
