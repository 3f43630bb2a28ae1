-- AlterTable
ALTER TABLE "users" ADD COLUMN     "unproven_data_before" TIMESTAMPTZ(3);
