-- Sessions and passwords remember whether they proved the address (issue 9). Rows from before are treated as not
-- proven: the worst that follows is that redeeming an e-mailed link signs such a session out once.

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "address_proven" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "password_proven" BOOLEAN NOT NULL DEFAULT false;
