-- A refresh token's family (one sign-in's line of rotations) becomes a row of its own, so that
-- revoking it and issuing into it can be ordered: a refresh locks its family's row, refuses a
-- revoked family, and issues the next token before it lets go; a reuse revokes the family under
-- the same lock (lib/auth/tokens.ts, docs/decisions/047-refresh-families-and-sign-in-attempts.md).

-- CreateTable
CREATE TABLE "refresh_token_families" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_token_families_pkey" PRIMARY KEY ("id")
);

-- The families of the tokens there are. A family with any revoked token is revoked: before this,
-- a raced refresh could leave a live token in a family whose other tokens were revoked.
INSERT INTO "refresh_token_families" ("id", "user_id", "revoked_at", "created_at")
SELECT "family_id", min("user_id"), max("revoked_at"), min("created_at")
FROM "refresh_tokens"
GROUP BY "family_id";

-- AlterTable
ALTER TABLE "refresh_tokens" DROP COLUMN "revoked_at";

-- CreateIndex
CREATE INDEX "refresh_token_families_user_id_idx" ON "refresh_token_families"("user_id");

-- AddForeignKey
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "refresh_token_families"("id") ON DELETE CASCADE ON UPDATE CASCADE;
