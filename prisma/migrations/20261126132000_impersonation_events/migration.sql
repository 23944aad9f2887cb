-- The audit trail of impersonation (docs/decisions/024-impersonation-audit.md): every request,
-- approval, denial and impersonated sign-in, kept after a denial deletes its request.
-- CreateEnum
CREATE TYPE "impersonation_action" AS ENUM ('REQUESTED', 'APPROVED', 'DENIED', 'SIGNED_IN');

-- CreateTable
CREATE TABLE "impersonation_events" (
    "id" SERIAL NOT NULL,
    "request_id" INTEGER,
    "tenant_id" INTEGER NOT NULL,
    "actor_id" INTEGER,
    "actor_email" TEXT NOT NULL,
    "action" "impersonation_action" NOT NULL,
    "role" "tenant_role" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "impersonation_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "impersonation_events_tenant_id_created_at_idx" ON "impersonation_events"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "impersonation_events_request_id_idx" ON "impersonation_events"("request_id");

-- AddForeignKey
ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "impersonation_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A pending request carries no approval date or expiry.
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_pending_check" CHECK ("approved" OR ("approved_at" IS NULL AND "expires_at" IS NULL));
