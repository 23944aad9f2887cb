-- A venue's currency (ISO 4217) and the locale its amounts are written in (BCP 47), set at
-- provisioning and in its settings (decision 086). The application checks that the runtime knows
-- them; the database keeps their shape.
ALTER TABLE "tenants" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'USD';
ALTER TABLE "tenants" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en-US';
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_currency_code" CHECK ("currency" ~ '^[A-Z]{3}$');
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_locale_tag"
  CHECK (length("locale") BETWEEN 2 AND 35 AND "locale" ~ '^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$');
