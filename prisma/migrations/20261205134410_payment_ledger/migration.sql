-- CreateTable
CREATE TABLE "payment_ledger" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "provider" "payment_provider" NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "status" "payment_status" NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "first_paid" BOOLEAN NOT NULL DEFAULT false,
    "test_account" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "payment_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_ledger_status_created_at_idx" ON "payment_ledger"("status", "created_at");

-- CreateIndex
CREATE INDEX "payment_ledger_created_at_idx" ON "payment_ledger"("created_at");

-- CreateIndex
CREATE INDEX "payment_ledger_paid_at_idx" ON "payment_ledger"("paid_at");

-- CreateIndex
CREATE INDEX "payment_ledger_user_id_idx" ON "payment_ledger"("user_id");

-- AddForeignKey
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every write of a payment reaches the ledger, whichever code path made it. The payer's first paid payment is
-- marked again whenever one of their payments becomes paid or stops being paid (a handful of rows per payer).
CREATE FUNCTION "payment_ledger_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_id TEXT;
BEGIN
  INSERT INTO "payment_ledger" ("id", "user_id", "provider", "amount_minor", "currency", "status", "paid_at", "created_at")
  VALUES (NEW."id", NEW."user_id", NEW."provider", NEW."amount_minor", NEW."currency", NEW."status", NEW."paid_at", NEW."created_at")
  ON CONFLICT ("id") DO UPDATE SET
    "user_id" = EXCLUDED."user_id",
    "provider" = EXCLUDED."provider",
    "amount_minor" = EXCLUDED."amount_minor",
    "currency" = EXCLUDED."currency",
    "status" = EXCLUDED."status",
    "paid_at" = EXCLUDED."paid_at",
    "created_at" = EXCLUDED."created_at";
  IF NEW."status" = 'paid' OR (TG_OP = 'UPDATE' AND OLD."status" = 'paid') THEN
    SELECT e."id" INTO first_id FROM "payment_ledger" e
     WHERE e."user_id" = NEW."user_id" AND e."status" = 'paid'
     ORDER BY COALESCE(e."paid_at", e."created_at"), e."id"
     LIMIT 1;
    UPDATE "payment_ledger" l SET "first_paid" = (l."id" = first_id)
     WHERE l."user_id" = NEW."user_id" AND l."first_paid" IS DISTINCT FROM (l."id" = first_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "payments_to_ledger"
AFTER INSERT OR UPDATE OF "user_id", "provider", "amount_minor", "currency", "status", "paid_at", "created_at"
ON "payments" FOR EACH ROW EXECUTE FUNCTION "payment_ledger_record"();

-- The payments made before the ledger existed.
INSERT INTO "payment_ledger" ("id", "user_id", "provider", "amount_minor", "currency", "status", "paid_at", "created_at")
SELECT "id", "user_id", "provider", "amount_minor", "currency", "status", "paid_at", "created_at" FROM "payments";

UPDATE "payment_ledger" l SET "first_paid" = true
  FROM (
    SELECT DISTINCT ON ("user_id") "id" FROM "payment_ledger"
     WHERE "status" = 'paid'
     ORDER BY "user_id", COALESCE("paid_at", "created_at"), "id"
  ) f
 WHERE l."id" = f."id";
