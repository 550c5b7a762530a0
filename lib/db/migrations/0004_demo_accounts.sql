-- Sandbox demo accounts (public password, lib/auth/accounts.ts) are marked, so a real upstream
-- refuses to start while one exists. Those created before this migration are marked here.
ALTER TABLE "auth_user" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "auth_user" SET "is_demo" = true WHERE "email" IN ('admin@hedge-desk.test', 'operator@hedge-desk.test', 'viewer@hedge-desk.test');
