-- The provider's host now has /forgot-password and /reset-password (docs/decisions/046-session-versions.md):
-- a venue named after one would be shadowed by the provider's page, so neither may be a slug
-- (lib/tenants/reserved.ts).
ALTER TABLE "tenants" DROP CONSTRAINT "tenants_slug_is_a_label";
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_slug_is_a_label"
  CHECK ("slug" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$' AND "slug" NOT IN (
    '3000', '5000', '5173', 'about', 'admin', 'api', 'assets', 'careers', 'contact', 'files',
    'forgot-password', 'home', 'jobs', 'localhost', 'login', 'notifications', 'products',
    'reset-password', 'security-vulnerability-report', 'static', 'uploads', 'www'));
