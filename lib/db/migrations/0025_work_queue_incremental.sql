-- The work queue computed incrementally, and two kinds more. attention_marks: what changed in the book since the last
-- refresh, written by the triggers below whatever wrote the book; two indexes for the legs a new day's edges cross;
-- items on an audit attempt (an unresolved call) or an approval request (awaiting approval), which may name no dual
-- hedge or customer; the kinds' order (their rank) with the new ones in it.
CREATE TABLE "attention_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attention_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leg_id" text,
	"customer_id" text
);
--> statement-breakpoint
ALTER TABLE "attention_items" DROP CONSTRAINT "attention_items_kind_check";--> statement-breakpoint
ALTER TABLE "attention_items" ALTER COLUMN "dual_hedge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attention_items" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "book_legs_overdue_idx" ON "book_legs" USING btree ("overdue_at");--> statement-breakpoint
CREATE INDEX "book_legs_in_process_since_idx" ON "book_legs" USING btree (coalesce("updated_at", "end_at")) WHERE "book_legs"."status" = 'InProcess';--> statement-breakpoint
CREATE INDEX "attention_items_object_idx" ON "attention_items" USING btree ("object_id","kind");--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_kind_check" CHECK ("attention_items"."kind" in ('overdue', 'endingSoon', 'settlingSoon', 'inProcess', 'mtmMoved', 'unresolvedCall', 'awaitingApproval'));--> statement-breakpoint
UPDATE "attention_items" SET "rank" = CASE "kind" WHEN 'overdue' THEN 2 WHEN 'endingSoon' THEN 4 WHEN 'inProcess' THEN 5
  WHEN 'settlingSoon' THEN 6 WHEN 'mtmMoved' THEN 7 ELSE "rank" END;
--> statement-breakpoint
-- Every leg inserted, by statement (a pass's page inserts many at once).
CREATE OR REPLACE FUNCTION attention_mark_inserted_legs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attention_marks (leg_id) SELECT id FROM inserted_legs;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER book_legs_attention_inserted AFTER INSERT ON "book_legs" REFERENCING NEW TABLE AS inserted_legs
  FOR EACH STATEMENT EXECUTE FUNCTION attention_mark_inserted_legs();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attention_mark_leg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attention_marks (leg_id) VALUES (NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only a leg whose columns the item rules read moved (lib/domain/attention-rules.ts): a pass rewriting an unchanged leg
-- pays the WHEN alone.
CREATE TRIGGER book_legs_attention_changed AFTER UPDATE ON "book_legs" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.end_at IS DISTINCT FROM NEW.end_at
    OR OLD.settlement_at IS DISTINCT FROM NEW.settlement_at
    OR OLD.overdue_at IS DISTINCT FROM NEW.overdue_at
    OR OLD.updated_at IS DISTINCT FROM NEW.updated_at
    OR OLD.completed_at IS DISTINCT FROM NEW.completed_at
    OR OLD.cancelled_at IS DISTINCT FROM NEW.cancelled_at
    OR OLD.fixed_side IS DISTINCT FROM NEW.fixed_side
    OR OLD.from_currency_amount IS DISTINCT FROM NEW.from_currency_amount
    OR OLD.to_currency_amount IS DISTINCT FROM NEW.to_currency_amount
    OR OLD.adjusted_mtm_change_pct IS DISTINCT FROM NEW.adjusted_mtm_change_pct
    OR (OLD.not_seen_since IS NULL) <> (NEW.not_seen_since IS NULL))
  EXECUTE FUNCTION attention_mark_leg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attention_mark_customer() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attention_marks (customer_id) VALUES (NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A good read after a failed one: items the failed read kept (never resolved from it) are judged again.
CREATE TRIGGER book_customers_attention_read_ok AFTER UPDATE ON "book_customers" FOR EACH ROW
  WHEN (OLD.dual_hedges_failed_at IS NOT NULL AND NEW.dual_hedges_failed_at IS NULL)
  EXECUTE FUNCTION attention_mark_customer();
