-- CreateEnum
CREATE TYPE "booking_action" AS ENUM ('created', 'updated', 'deleted');

-- AlterTable
ALTER TABLE "halls" ADD COLUMN     "archived_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "booking_changes" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "action" "booking_action" NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "event_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_changes_tenant_id_booking_id_created_at_idx" ON "booking_changes"("tenant_id", "booking_id", "created_at");

-- CreateIndex
CREATE INDEX "booking_changes_tenant_id_created_at_idx" ON "booking_changes"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "bookings_tenant_id_created_at_idx" ON "bookings"("tenant_id", "created_at");

-- AddForeignKey
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
