-- An attempt whose call ended `unknown` (a timeout, a 5xx) can still get reconciliation's verdict: the two no longer share one slot.
DROP INDEX "audit_events_reconciled_outcome_idx";--> statement-breakpoint
CREATE INDEX "audit_events_attempt_idx" ON "audit_events" USING btree ("attempt_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_unknown_outcome_idx" ON "audit_events" USING btree ("attempt_id") WHERE "audit_events"."outcome" = 'unknown';--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_reconciled_outcome_idx" ON "audit_events" USING btree ("attempt_id") WHERE "audit_events"."error_kind" = 'reconciled';