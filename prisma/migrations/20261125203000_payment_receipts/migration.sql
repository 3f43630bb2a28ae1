-- Issue 15: a paid payment owes its receipt until receipt_sent_at is set. Payments paid before this column existed
-- had their receipt sent when they were paid (or never will): they owe nothing.

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "receipt_sent_at" TIMESTAMPTZ(3);

UPDATE "payments" SET "receipt_sent_at" = COALESCE("paid_at", "updated_at") WHERE "status" = 'paid';
