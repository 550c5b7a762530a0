CREATE TABLE "book_conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"from_currency" text,
	"to_currency" text,
	"from_currency_amount" numeric,
	"to_currency_amount" numeric,
	"quote" numeric,
	"accepted_at_ts" double precision,
	"issued_at" date,
	"completed_at" date,
	"completed_known" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_pass" bigint,
	"raw" jsonb NOT NULL,
	"not_seen_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text,
	"company_country" text,
	"external_customer_id" text,
	"status" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_pass" bigint,
	"raw" jsonb NOT NULL,
	"dual_hedges_read_at" timestamp with time zone,
	"dual_hedges_failed_at" timestamp with time zone,
	"dual_hedges_error" text
);
--> statement-breakpoint
CREATE TABLE "book_dual_hedges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"issued_at" date,
	"functional_currency" text,
	"from_currency" text,
	"to_currency" text,
	"rate" numeric,
	"leg_count" integer NOT NULL,
	"unreadable_legs" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_pass" bigint,
	"raw" jsonb NOT NULL,
	"not_seen_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_legs" (
	"id" text PRIMARY KEY NOT NULL,
	"dual_hedge_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text,
	"transaction_id" text,
	"external_transaction_id" text,
	"external_customer_id" text,
	"from_currency" text,
	"to_currency" text,
	"from_currency_amount" numeric,
	"to_currency_amount" numeric,
	"fixed_side" text,
	"initial_collateral_amount" numeric,
	"quote" numeric,
	"external_markup_pct" numeric,
	"accepted_at_ts" double precision,
	"issued_at" date,
	"end_at" date,
	"updated_at" date,
	"cancelled_at" date,
	"initial_collateral_received_at" date,
	"funds_received_at" date,
	"completed_at" date,
	"completed_at_ts" double precision,
	"overdue_at" date,
	"settlement_at" date,
	"settlement_type" text,
	"adjusted_mtm_change_pct" numeric,
	"adjusted_mtm_change_ts" double precision,
	"spot_rate" numeric,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_pass" bigint,
	"raw" jsonb NOT NULL,
	"not_seen_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_sync_passes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_sync_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"started_by" text,
	"instance" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"calls" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"customers_total" integer,
	"customers_done" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "book_conversions_issued_idx" ON "book_conversions" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "book_customers_external_idx" ON "book_customers" USING btree ("external_customer_id");--> statement-breakpoint
CREATE INDEX "book_dual_hedges_customer_idx" ON "book_dual_hedges" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "book_legs_dual_hedge_idx" ON "book_legs" USING btree ("dual_hedge_id");--> statement-breakpoint
CREATE INDEX "book_legs_customer_idx" ON "book_legs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "book_legs_status_end_idx" ON "book_legs" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "book_legs_pair_idx" ON "book_legs" USING btree ("from_currency","to_currency");--> statement-breakpoint
CREATE INDEX "book_legs_end_idx" ON "book_legs" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "book_legs_settlement_idx" ON "book_legs" USING btree ("settlement_at");--> statement-breakpoint
CREATE INDEX "book_legs_transaction_idx" ON "book_legs" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "book_legs_external_transaction_idx" ON "book_legs" USING btree ("external_transaction_id");--> statement-breakpoint
CREATE INDEX "book_sync_passes_started_idx" ON "book_sync_passes" USING btree ("started_at");