CREATE TABLE "mutation_locks" (
	"key" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quoted_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"hedge_id" text NOT NULL,
	"valid_until_ts" double precision NOT NULL,
	"quoted_by" text NOT NULL,
	"quoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text
);
--> statement-breakpoint
CREATE INDEX "quoted_proposals_hedge_idx" ON "quoted_proposals" USING btree ("hedge_id");