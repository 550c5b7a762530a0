-- One outcome from the call and one from reconciliation per attempt: an answer that arrives after `unknown` is kept beside it.
CREATE UNIQUE INDEX "audit_events_call_outcome_idx" ON "audit_events" USING btree ("attempt_id") WHERE "audit_events"."outcome" in ('succeeded', 'failed') and "audit_events"."error_kind" is distinct from 'reconciled';--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_reconciled_outcome_idx" ON "audit_events" USING btree ("attempt_id") WHERE "audit_events"."outcome" = 'unknown' or "audit_events"."error_kind" = 'reconciled';--> statement-breakpoint
DROP INDEX "audit_events_attempt_id_idx";--> statement-breakpoint
-- A lock's owner, so a release never removes a lock another request took over after expiry.
ALTER TABLE "mutation_locks" ADD COLUMN "token" text DEFAULT gen_random_uuid()::text NOT NULL;
