-- "Updated on a day" counts and pages by a numbering per customer and day (sandbox_update_days in lib/db/schema/sandbox.ts);
-- rows seeded before this migration are numbered here by the statement seeding uses (NUMBER_UPDATE_DAYS_SQL).
CREATE TABLE "sandbox_update_days" (
	"customer_id" uuid NOT NULL,
	"updated_at" date NOT NULL,
	"dual_list_position" integer NOT NULL,
	"dual_hedge_id" uuid NOT NULL,
	"day_position" integer NOT NULL,
	CONSTRAINT "sandbox_update_days_pk" PRIMARY KEY("customer_id","updated_at","dual_list_position")
);
--> statement-breakpoint
ALTER TABLE "sandbox_update_days" ADD CONSTRAINT "sandbox_update_days_dual_hedge_id_sandbox_dual_hedges_id_fk" FOREIGN KEY ("dual_hedge_id") REFERENCES "public"."sandbox_dual_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_update_days_position_idx" ON "sandbox_update_days" USING btree ("customer_id","updated_at","day_position","dual_list_position");--> statement-breakpoint
CREATE INDEX "sandbox_update_days_dual_idx" ON "sandbox_update_days" USING btree ("dual_hedge_id");--> statement-breakpoint
INSERT INTO "sandbox_update_days" ("customer_id", "updated_at", "dual_list_position", "dual_hedge_id", "day_position")
SELECT "customer_id", "updated_at", "dual_list_position", "dual_hedge_id",
  row_number() OVER (PARTITION BY "customer_id", "updated_at" ORDER BY "dual_list_position")
FROM (SELECT DISTINCT "customer_id", "updated_at", "dual_list_position", "dual_hedge_id" FROM "sandbox_hedges") AS legs;
