-- marketplace_oauth_states had no writer before issue 14, so its new NOT NULL columns need no default.

-- CreateEnum
CREATE TYPE "marketplace_connection_status" AS ENUM ('connected', 'needs_reconnect');

-- DropIndex
DROP INDEX "marketplace_oauth_states_state_key";

-- AlterTable
ALTER TABLE "marketplace_connections" ADD COLUMN     "last_synced_at" TIMESTAMPTZ(3),
ADD COLUMN     "marketplace_user_id" TEXT,
ADD COLUMN     "status" "marketplace_connection_status" NOT NULL DEFAULT 'connected';

-- AlterTable
ALTER TABLE "marketplace_oauth_states" DROP COLUMN "state",
ADD COLUMN     "code_verifier_encrypted" TEXT NOT NULL,
ADD COLUMN     "session_id" TEXT NOT NULL,
ADD COLUMN     "state_hash" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "marketplace_oauth_states_state_hash_key" ON "marketplace_oauth_states"("state_hash");

-- CreateIndex
CREATE INDEX "marketplace_oauth_states_session_id_idx" ON "marketplace_oauth_states"("session_id");

-- AddForeignKey
ALTER TABLE "marketplace_oauth_states" ADD CONSTRAINT "marketplace_oauth_states_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
