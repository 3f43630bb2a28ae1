-- AlterTable
ALTER TABLE "products" ADD COLUMN     "sku" VARCHAR(32) NOT NULL DEFAULT '';
