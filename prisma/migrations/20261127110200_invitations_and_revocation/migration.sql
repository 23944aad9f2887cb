-- Accounts belong to the person, memberships to the venue (docs/decisions/048): a venue that adds
-- an email makes a pending membership, which only the person leaves, by accepting it signed in.
-- And a venue may end an approved access request early: the audit trail says who revoked it.

ALTER TYPE "impersonation_action" ADD VALUE 'REVOKED';

ALTER TABLE "tenant_users" ADD COLUMN "accepted_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP;

-- Every membership made so far was accepted when it was made. A status 'pending' that a venue
-- set by hand meant only "no access"; 'pending' now means an invitation its person may accept,
-- so those rows become 'inactive' (no access still) rather than invitations.
UPDATE "tenant_users" SET "status" = 'inactive' WHERE "status" = 'pending';
UPDATE "tenant_users" SET "accepted_at" = "created_at";

-- Pending exactly while not accepted. Only the acceptance (lib/users/invitation-answers.ts)
-- writes accepted_at, so a venue's change of status cannot turn an invitation into access, and
-- an accepted membership never goes back to pending.
ALTER TABLE "tenant_users" ADD CONSTRAINT "tenant_users_pending_until_accepted"
  CHECK (("status" = 'pending') = ("accepted_at" IS NULL));
