CREATE TABLE "approval_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"customer_id" text NOT NULL,
	"dual_hedge_id" text NOT NULL,
	"hedge_id" text,
	"amount" text,
	"currency" text,
	"reason" text,
	"customer_ip" text,
	"customer_ip_source" text,
	"quote" jsonb,
	"approval_proposal_id" text,
	"decided_by" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"executed_at" timestamp with time zone,
	"outcome_message" text,
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'withdrawn', 'rejected', 'approved', 'executed', 'failed', 'expired')),
	CONSTRAINT "approval_requests_action_check" CHECK ("approval_requests"."action" in ('cancelDualHedge', 'acceptDrawdown', 'acceptEarlySettlement')),
	CONSTRAINT "approval_requests_four_eyes_check" CHECK ("approval_requests"."decided_by" is null or "approval_requests"."status" = 'withdrawn' or "approval_requests"."decided_by" <> "approval_requests"."requested_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending_idx" ON "approval_requests" USING btree ("action","dual_hedge_id",coalesce("hedge_id", '')) WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "approval_requests_requested_at_idx" ON "approval_requests" USING btree ("requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_dual_hedge_idx" ON "approval_requests" USING btree ("dual_hedge_id","requested_at" DESC NULLS LAST);