-- A venue cannot squat an email (docs/decisions/048-accounts-and-memberships.md): an account that
-- a venue's invitation made, and that nobody ever used, goes when its last invitation is withdrawn
-- or declined, so the email is free for the next venue's invitation (which mails a password of
-- its own) or for provisioning.

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "made_by_invitation" BOOLEAN NOT NULL DEFAULT false;

-- Until now only an invitation made an account whose memberships are all pending, that has never
-- chosen a password and never signed in (a provisioned Owner is active at once, and memberships
-- made before invitations existed were accepted).
UPDATE "users" u SET "made_by_invitation" = true
WHERE u."password_chosen_at" IS NULL AND u."last_login_at" IS NULL
  AND NOT (u."is_staff" OR u."is_superuser" OR u."user_type" = 'SYSTEM')
  AND EXISTS (SELECT 1 FROM "tenant_users" m WHERE m."user_id" = u."id")
  AND NOT EXISTS (SELECT 1 FROM "tenant_users" m WHERE m."user_id" = u."id" AND m."status" <> 'pending');

-- After a pending membership is deleted (withdrawn by the venue, declined by the person, or gone
-- with its venue): its account goes too if an invitation made it, it has never chosen a password
-- nor signed in, is no provider user and has no membership left (nor anything it wrote). The
-- account's row is locked first: an invitation of another venue that reads it FOR SHARE
-- (lib/users/team.ts) has either committed its membership, which the delete then sees, or waits
-- and finds the account gone (and makes a new one).
CREATE FUNCTION "free_unused_invited_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users"
    WHERE "id" = OLD."user_id" AND "made_by_invitation"
      AND "password_chosen_at" IS NULL AND "last_login_at" IS NULL
      AND NOT ("is_staff" OR "is_superuser" OR "user_type" = 'SYSTEM')
    FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  DELETE FROM "users" u
    WHERE u."id" = OLD."user_id"
      AND NOT EXISTS (SELECT 1 FROM "tenant_users" m WHERE m."user_id" = u."id")
      AND NOT EXISTS (SELECT 1 FROM "support_tickets" t WHERE t."user_id" = u."id")
      AND NOT EXISTS (SELECT 1 FROM "ticket_replies" r WHERE r."author_id" = u."id");
  RETURN NULL;
END;
$$;

CREATE TRIGGER "tenant_users_invitation_gone_free_account" AFTER DELETE ON "tenant_users"
  FOR EACH ROW WHEN (OLD."status" = 'pending') EXECUTE FUNCTION "free_unused_invited_account"();
