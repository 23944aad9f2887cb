-- The provider's host now has /privacy and /terms (docs/decisions/072-legal-pages-and-social-links.md):
-- a venue named after one would be shadowed by the provider's page, so neither may be a slug
-- (lib/tenants/reserved.ts).
-- A venue that already has one of them stops the upgrade with what to do, not a bare violation.
DO $$
DECLARE taken TEXT;
BEGIN
  SELECT string_agg("slug", ', ') INTO taken FROM "tenants" WHERE "slug" IN ('privacy', 'terms');
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION 'The venue slug(s) % are now the provider''s pages /privacy and /terms', taken
      USING HINT = 'Rename the venue first (UPDATE tenants SET slug = ''new-slug'' WHERE slug = '
        || '''privacy''), then run the migrations again.';
  END IF;
END $$;
ALTER TABLE "tenants" DROP CONSTRAINT "tenants_slug_is_a_label";
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_slug_is_a_label"
  CHECK ("slug" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$' AND "slug" NOT IN (
    '3000', '5000', '5173', 'about', 'admin', 'api', 'assets', 'careers', 'contact', 'files',
    'forgot-password', 'home', 'jobs', 'localhost', 'login', 'notifications', 'privacy',
    'products', 'reset-password', 'security-vulnerability-report', 'static', 'terms', 'uploads',
    'www'));
