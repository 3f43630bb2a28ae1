-- The admin portal (issue 13): the admin second factor (TOTP secret encrypted by the app, the step of the last
-- accepted code, one-time recovery codes as hashes), the second-factor step of a login, the reason an admin gives
-- for an action, Pro granted by an admin ('admin' provider), and payments found by when they were paid.

-- AlterEnum
ALTER TYPE "payment_provider" ADD VALUE 'admin';

-- AlterTable
ALTER TABLE "admin_activity_logs" ADD COLUMN     "reason" TEXT;

-- AlterTable
ALTER TABLE "admin_sessions" ADD COLUMN     "pending_mfa" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "mfa_enabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "mfa_last_step" INTEGER,
ADD COLUMN     "mfa_pending_secret_encrypted" TEXT,
ADD COLUMN     "mfa_secret_encrypted" TEXT;

-- CreateTable
CREATE TABLE "admin_recovery_codes" (
    "id" TEXT NOT NULL,
    "admin_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admin_recovery_codes_admin_id_code_hash_key" ON "admin_recovery_codes"("admin_id", "code_hash");

-- CreateIndex
CREATE INDEX "payments_paid_at_idx" ON "payments"("paid_at");

-- AddForeignKey
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
