-- Staff lifecycle (disable, must-change-password) and security events in the trail: one `recorded` row each, with the browser address and a small detail.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_outcome_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_attempt_link_check";--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_outcome_check" CHECK ("audit_events"."outcome" in ('attempt', 'succeeded', 'failed', 'refused', 'unknown', 'recorded'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_attempt_link_check" CHECK (("audit_events"."outcome" in ('attempt', 'refused', 'recorded')) = ("audit_events"."attempt_id" is null));