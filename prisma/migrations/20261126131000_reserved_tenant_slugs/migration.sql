-- A slug is one DNS label and never a name the provider's host uses: the reserved subdomains,
-- the hosts that mean "no tenant" and the provider's page paths (lib/tenants/reserved.ts; a
-- tenant named after one would be shadowed by the provider's page).
ALTER TABLE "tenants" DROP CONSTRAINT "tenants_slug_is_a_label";
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_slug_is_a_label"
  CHECK ("slug" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$' AND "slug" NOT IN (
    '3000', '5000', '5173', 'about', 'admin', 'api', 'assets', 'careers', 'contact', 'files',
    'home', 'jobs', 'localhost', 'login', 'notifications', 'products',
    'security-vulnerability-report', 'static', 'uploads', 'www'));
