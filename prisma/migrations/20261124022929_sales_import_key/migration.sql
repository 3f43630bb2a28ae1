-- AlterTable
ALTER TABLE "sales_records" ADD COLUMN     "import_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "sales_records_user_id_import_key_key" ON "sales_records"("user_id", "import_key");
