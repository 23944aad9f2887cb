-- A refresh token family remembers the session version its sign-in's password was checked at
-- (lib/auth/tokens.ts, docs/decisions/047-refresh-families-and-sign-in-attempts.md). It is
-- inserted only while the account is still at that version, and a refresh refuses a family whose
-- version is no longer the account's: a password change, a reset or 'Sign out of all devices'
-- committed between a sign-in's check and its family's insert no longer leaves a family the
-- trigger of 20261127110500 missed.

-- AlterTable
ALTER TABLE "refresh_token_families" ADD COLUMN "session_version" INTEGER;

-- Such a survivor cannot be told from a family made after the change: every family still live
-- is revoked, and its API client signs in once more. (Browser sessions are not families.)
UPDATE "refresh_token_families" f
  SET "session_version" = u."session_version",
    "revoked_at" = COALESCE(f."revoked_at", now())
  FROM "users" u WHERE u."id" = f."user_id";

ALTER TABLE "refresh_token_families" ALTER COLUMN "session_version" SET NOT NULL;
