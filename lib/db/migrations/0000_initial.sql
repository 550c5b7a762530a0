CREATE TABLE "sandbox_conversions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_currency_amount" numeric NOT NULL,
	"to_currency_amount" numeric NOT NULL,
	"quote" numeric NOT NULL,
	"accepted_at_ts" bigint NOT NULL,
	"issued_at" date NOT NULL,
	"completed_at" date
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"company_country" text NOT NULL,
	"external_customer_id" text NOT NULL,
	"status" text NOT NULL,
	"functional_currency" text NOT NULL,
	"created_ts" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_drawdown_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hedge_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_currency_amount" numeric NOT NULL,
	"to_currency_amount" numeric NOT NULL,
	"collateral_amount_released" numeric NOT NULL,
	"quote" numeric NOT NULL,
	"end_at" date NOT NULL,
	"settlement_at" date NOT NULL,
	"created_ts" bigint NOT NULL,
	"before_from_currency_amount" numeric NOT NULL,
	"before_to_currency_amount" numeric NOT NULL,
	"before_quote" numeric NOT NULL,
	"before_end_at" date NOT NULL,
	"before_settlement_at" date NOT NULL,
	"before_collateral_amount" numeric NOT NULL,
	"after_from_currency_amount" numeric NOT NULL,
	"after_to_currency_amount" numeric NOT NULL,
	"after_quote" numeric NOT NULL,
	"after_end_at" date NOT NULL,
	"after_settlement_at" date NOT NULL,
	"after_collateral_amount" numeric NOT NULL,
	"valid_until_ts" bigint NOT NULL,
	"hedge_version" integer NOT NULL,
	"accepted_at_ts" bigint,
	"drawdown_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sandbox_drawdowns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hedge_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_currency_amount" numeric NOT NULL,
	"to_currency_amount" numeric NOT NULL,
	"collateral_amount_released" numeric NOT NULL,
	"quote" numeric NOT NULL,
	"end_at" date NOT NULL,
	"settlement_at" date NOT NULL,
	"created_ts" bigint NOT NULL,
	"before_from_currency_amount" numeric NOT NULL,
	"before_to_currency_amount" numeric NOT NULL,
	"before_quote" numeric NOT NULL,
	"before_end_at" date NOT NULL,
	"before_settlement_at" date NOT NULL,
	"before_collateral_amount" numeric NOT NULL,
	"after_from_currency_amount" numeric NOT NULL,
	"after_to_currency_amount" numeric NOT NULL,
	"after_quote" numeric NOT NULL,
	"after_end_at" date NOT NULL,
	"after_settlement_at" date NOT NULL,
	"after_collateral_amount" numeric NOT NULL,
	"proposal_id" uuid,
	"pinned_status" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_dual_hedges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"issued_at" date NOT NULL,
	"functional_currency" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric NOT NULL,
	"created_ts" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_early_settlement_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hedge_id" uuid NOT NULL,
	"from_currency_amount" numeric NOT NULL,
	"to_currency_amount" numeric NOT NULL,
	"quote" numeric NOT NULL,
	"valid_until_ts" bigint NOT NULL,
	"hedge_version" integer NOT NULL,
	"accepted_at_ts" bigint,
	"created_ts" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_hedges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dual_hedge_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"status" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"external_transaction_id" text NOT NULL,
	"external_customer_id" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_currency_amount" numeric NOT NULL,
	"to_currency_amount" numeric NOT NULL,
	"fixed_side" text NOT NULL,
	"initial_collateral_amount" numeric NOT NULL,
	"collateral_amount" numeric NOT NULL,
	"quote" numeric NOT NULL,
	"external_markup_pct" numeric,
	"accepted_at_ts" bigint NOT NULL,
	"issued_at" date NOT NULL,
	"end_at" date NOT NULL,
	"updated_at" date NOT NULL,
	"cancelled_at" date,
	"initial_collateral_received_at" date,
	"funds_received_at" date,
	"completed_at" date,
	"completed_at_ts" bigint,
	"overdue_at" date NOT NULL,
	"settlement_at" date NOT NULL,
	"settlement_type" text NOT NULL,
	"adjusted_mtm_change_pct" numeric NOT NULL,
	"adjusted_mtm_change_ts" bigint NOT NULL,
	"spot_rate" numeric NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'viewer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email"),
	CONSTRAINT "auth_user_role_check" CHECK ("auth_user"."role" in ('viewer', 'operator', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" text NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"customer_id" text,
	"target_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_ip" text,
	"outcome" text NOT NULL,
	"upstream_status" integer,
	"error_kind" text,
	"error_message" text,
	"request_id" text,
	"attempt_id" bigint,
	CONSTRAINT "audit_events_outcome_check" CHECK ("audit_events"."outcome" in ('attempt', 'succeeded', 'failed', 'refused', 'unknown')),
	CONSTRAINT "audit_events_attempt_link_check" CHECK (("audit_events"."outcome" in ('attempt', 'refused')) = ("audit_events"."attempt_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sandbox_drawdown_proposals" ADD CONSTRAINT "sandbox_drawdown_proposals_hedge_id_sandbox_hedges_id_fk" FOREIGN KEY ("hedge_id") REFERENCES "public"."sandbox_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_drawdowns" ADD CONSTRAINT "sandbox_drawdowns_hedge_id_sandbox_hedges_id_fk" FOREIGN KEY ("hedge_id") REFERENCES "public"."sandbox_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_dual_hedges" ADD CONSTRAINT "sandbox_dual_hedges_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_early_settlement_proposals" ADD CONSTRAINT "sandbox_early_settlement_proposals_hedge_id_sandbox_hedges_id_fk" FOREIGN KEY ("hedge_id") REFERENCES "public"."sandbox_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_hedges" ADD CONSTRAINT "sandbox_hedges_dual_hedge_id_sandbox_dual_hedges_id_fk" FOREIGN KEY ("dual_hedge_id") REFERENCES "public"."sandbox_dual_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_attempt_id_audit_events_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."audit_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_conversions_order_idx" ON "sandbox_conversions" USING btree ("organization_id","accepted_at_ts" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_customers_external_id_idx" ON "sandbox_customers" USING btree ("external_customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_customers_order_idx" ON "sandbox_customers" USING btree ("created_ts" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_drawdown_proposals_hedge_idx" ON "sandbox_drawdown_proposals" USING btree ("hedge_id");--> statement-breakpoint
CREATE INDEX "sandbox_drawdowns_hedge_idx" ON "sandbox_drawdowns" USING btree ("hedge_id");--> statement-breakpoint
CREATE INDEX "sandbox_dual_hedges_order_idx" ON "sandbox_dual_hedges" USING btree ("customer_id","created_ts" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_dual_hedges_issued_idx" ON "sandbox_dual_hedges" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "sandbox_early_settlement_proposals_hedge_idx" ON "sandbox_early_settlement_proposals" USING btree ("hedge_id");--> statement-breakpoint
CREATE INDEX "sandbox_hedges_dual_idx" ON "sandbox_hedges" USING btree ("dual_hedge_id","leg_index");--> statement-breakpoint
CREATE INDEX "sandbox_hedges_updated_idx" ON "sandbox_hedges" USING btree ("customer_id","updated_at","dual_hedge_id");--> statement-breakpoint
CREATE INDEX "auth_account_user_id_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_id_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_staff_idx" ON "audit_events" USING btree ("staff_user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_customer_idx" ON "audit_events" USING btree ("customer_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_attempt_id_idx" ON "audit_events" USING btree ("attempt_id");