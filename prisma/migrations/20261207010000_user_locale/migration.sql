-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" VARCHAR(2);

-- Hand-written (Prisma cannot express CHECK constraints): only the languages the app and the e-mails speak.
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('en', 'de', 'fr', 'it', 'es', 'nl'));
