-- Sessions that end when they should. Every session cookie and access token carries its account's
-- session_version; the door refuses one whose version is not the account's (lib/auth/access.ts).
-- These triggers bump the version whenever the account's sessions must end, whatever code or SQL
-- made the change: the password changed (by its owner, a reset link, or anyone else), the account
-- deactivated, a membership leaving 'active' or removed. 'Sign out of all devices' bumps it itself.
-- A bump also revokes every refresh token family and unused reset link of the account, and the
-- access notification (migration 20261126150000) makes every app server forget the remembered
-- standing, so older credentials get 401 at once everywhere (docs/decisions/046-session-versions.md).

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "password_chosen_at" TIMESTAMPTZ(3),
ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- Sessions and tokens issued before this migration carry no version, which reads as 0: every
-- account there is starts at 1, so each signs in once more. An account that must still change
-- the password it was given has never chosen one of its own.
UPDATE "users" SET "session_version" = 1,
  "password_chosen_at" = CASE WHEN "must_reset_password" THEN NULL ELSE "created_at" END;

-- Before a row of users is written: a new password or a deactivation ends the sessions; a password
-- set without must_reset_password was chosen by the account's owner (a provisioned owner's or an
-- invited member's was given to them, and stays "not chosen" until they choose one).
CREATE FUNCTION "users_session_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."password_chosen_at" := CASE WHEN NEW."must_reset_password" THEN NULL ELSE now() END;
    RETURN NEW;
  END IF;
  IF NEW."password_hash" IS DISTINCT FROM OLD."password_hash" THEN
    NEW."session_version" := GREATEST(NEW."session_version", OLD."session_version" + 1);
    IF NOT NEW."must_reset_password" THEN
      NEW."password_chosen_at" := now();
    END IF;
  END IF;
  IF OLD."is_active" AND NOT NEW."is_active" THEN
    NEW."session_version" := GREATEST(NEW."session_version", OLD."session_version" + 1);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "users_session_rules" BEFORE INSERT OR UPDATE OF "password_hash", "is_active"
  ON "users" FOR EACH ROW EXECUTE FUNCTION "users_session_rules"();

-- A membership that stops being active, or is removed while active, ends the account's sessions.
-- A pending invitation withdrawn or declined ends nothing: it never gave access, and a venue that
-- could invite and withdraw any email could sign its owner out everywhere at will.
CREATE FUNCTION "end_member_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "session_version" = "session_version" + 1 WHERE "id" = OLD."user_id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "tenant_users_removed_end_sessions" AFTER DELETE ON "tenant_users"
  FOR EACH ROW WHEN (OLD."status" = 'active') EXECUTE FUNCTION "end_member_sessions"();
CREATE TRIGGER "tenant_users_left_active_end_sessions" AFTER UPDATE OF "status" ON "tenant_users"
  FOR EACH ROW WHEN (OLD."status" = 'active' AND NEW."status" <> 'active')
  EXECUTE FUNCTION "end_member_sessions"();

-- Once the version moved, nothing issued before may be renewed: the refresh token families are
-- revoked (a refresh holds its family's row, so it either finishes first and its new token is
-- revoked here, or waits and finds the family revoked) and unused reset links are spent. Stamped
-- with clock_timestamp(): the moment of revoking, after any refresh that held the family committed.
CREATE FUNCTION "revoke_ended_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "refresh_token_families" SET "revoked_at" = clock_timestamp()
    WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  UPDATE "password_reset_tokens" SET "used_at" = clock_timestamp()
    WHERE "user_id" = NEW."id" AND "used_at" IS NULL;
  RETURN NULL;
END;
$$;

-- Not "UPDATE OF session_version": a change made by a BEFORE trigger does not fire those.
CREATE TRIGGER "users_sessions_ended" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (NEW."session_version" <> OLD."session_version")
  EXECUTE FUNCTION "revoke_ended_sessions"();

-- The remembered standing (lib/cache/access.ts) now holds the session version and whether the
-- password must be changed: a change of either is announced too. No longer "UPDATE OF" columns,
-- for the same reason as above.
DROP TRIGGER "users_access_update_notify" ON "users";
CREATE TRIGGER "users_access_update_notify" AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN ((OLD."is_active", OLD."password_hash", OLD."is_staff", OLD."is_superuser", OLD."user_type",
      OLD."email", OLD."name", OLD."uuid", OLD."session_version", OLD."must_reset_password")
    IS DISTINCT FROM (NEW."is_active", NEW."password_hash", NEW."is_staff", NEW."is_superuser",
      NEW."user_type", NEW."email", NEW."name", NEW."uuid", NEW."session_version",
      NEW."must_reset_password"))
  EXECUTE FUNCTION "notify_access_change"('id');
