-- Pages of dual hedges and conversions become ranges of a stored list position (see listPosition
-- in lib/db/schema/sandbox.ts); each leg carries its dual hedge's, for the update-date filter.
-- Rows seeded before this migration are numbered here, in the order the lists used until now:
-- newest first by creation time, then id.
DROP INDEX "sandbox_conversions_order_idx";--> statement-breakpoint
DROP INDEX "sandbox_dual_hedges_order_idx";--> statement-breakpoint
DROP INDEX "sandbox_dual_hedges_issued_idx";--> statement-breakpoint
DROP INDEX "sandbox_hedges_updated_idx";--> statement-breakpoint
ALTER TABLE "sandbox_conversions" ADD COLUMN "list_position" integer;--> statement-breakpoint
ALTER TABLE "sandbox_dual_hedges" ADD COLUMN "list_position" integer;--> statement-breakpoint
ALTER TABLE "sandbox_hedges" ADD COLUMN "dual_list_position" integer;--> statement-breakpoint
UPDATE "sandbox_conversions" AS c SET "list_position" = p.n FROM (
  SELECT "id", row_number() OVER (PARTITION BY "organization_id" ORDER BY "accepted_at_ts" DESC, "id" DESC) AS n FROM "sandbox_conversions"
) AS p WHERE c."id" = p."id";--> statement-breakpoint
UPDATE "sandbox_dual_hedges" AS d SET "list_position" = p.n FROM (
  SELECT "id", row_number() OVER (PARTITION BY "customer_id" ORDER BY "created_ts" DESC, "id" DESC) AS n FROM "sandbox_dual_hedges"
) AS p WHERE d."id" = p."id";--> statement-breakpoint
UPDATE "sandbox_hedges" AS h SET "dual_list_position" = d."list_position" FROM "sandbox_dual_hedges" AS d WHERE d."id" = h."dual_hedge_id";--> statement-breakpoint
ALTER TABLE "sandbox_conversions" ALTER COLUMN "list_position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_dual_hedges" ALTER COLUMN "list_position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_hedges" ALTER COLUMN "dual_list_position" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_conversions_position_idx" ON "sandbox_conversions" USING btree ("organization_id","list_position");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_dual_hedges_position_idx" ON "sandbox_dual_hedges" USING btree ("customer_id","list_position");--> statement-breakpoint
CREATE INDEX "sandbox_dual_hedges_issued_idx" ON "sandbox_dual_hedges" USING btree ("customer_id","issued_at","list_position");--> statement-breakpoint
CREATE INDEX "sandbox_hedges_updated_idx" ON "sandbox_hedges" USING btree ("customer_id","updated_at","dual_list_position");
