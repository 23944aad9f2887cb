-- A refresh token family opened through an access request belongs to it: a refresh is checked
-- against that request alone (lib/auth/refresh.ts), so the family ends with the request, by expiry
-- or revocation, and a later approval of the same person never carries it on. A deleted request
-- takes its families with it. Families open before this version name no request; the
-- migration 20261127124239_refresh_family_versions revoked every one of them.
ALTER TABLE "refresh_token_families" ADD COLUMN "impersonation_id" INTEGER;
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_impersonation_id_fkey"
  FOREIGN KEY ("impersonation_id") REFERENCES "impersonation_requests"("id")
  ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "refresh_token_families_impersonation_id_idx"
  ON "refresh_token_families"("impersonation_id");
