-- A venue's currency stays once money is recorded in it: its ledger's amounts would otherwise
-- change meaning (decision 086). The API refuses first with its own words (409).
CREATE FUNCTION "tenants_currency_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "booking_payments" WHERE "tenant_id" = NEW."id") THEN
    RAISE EXCEPTION 'The currency cannot change once payments are recorded.'
      USING ERRCODE = '23514', CONSTRAINT = 'tenants_currency_fixed';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "tenants_currency_fixed" BEFORE UPDATE OF "currency" ON "tenants"
  FOR EACH ROW WHEN (OLD."currency" IS DISTINCT FROM NEW."currency")
  EXECUTE FUNCTION "tenants_currency_fixed"();
