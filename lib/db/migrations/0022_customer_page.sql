-- One page per customer. book_leg_changes: what the book saw change on a leg, written by the trigger below whatever
-- wrote the leg; book_dual_hedges_customer_seen_idx replaces the customer's index with one in first-seen order (the
-- page's activity); customer_notes: staff's notes, kept as written (a trigger refuses UPDATE and DELETE).
CREATE TABLE "book_leg_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_leg_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leg_id" text NOT NULL,
	"dual_hedge_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previously_seen_at" timestamp with time zone NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"currency" text,
	CONSTRAINT "book_leg_changes_field_check" CHECK ("book_leg_changes"."field" in ('status', 'remaining', 'gone', 'back'))
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" text NOT NULL,
	"text" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_text_check" CHECK (char_length("customer_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
DROP INDEX "book_dual_hedges_customer_idx";--> statement-breakpoint
CREATE INDEX "book_leg_changes_customer_idx" ON "book_leg_changes" USING btree ("customer_id","observed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "book_dual_hedges_customer_seen_idx" ON "book_dual_hedges" USING btree ("customer_id","first_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- A status or remaining amount changes only between two known values: a value the service did not send is no change.
-- The change happened after the book last saw the old state (OLD.last_seen_at) and by the time it saw the new one.
CREATE OR REPLACE FUNCTION book_legs_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_remaining numeric := CASE OLD.fixed_side WHEN 'fromCurrencyAmount' THEN OLD.from_currency_amount WHEN 'toCurrencyAmount' THEN OLD.to_currency_amount END;
  new_remaining numeric := CASE NEW.fixed_side WHEN 'fromCurrencyAmount' THEN NEW.from_currency_amount WHEN 'toCurrencyAmount' THEN NEW.to_currency_amount END;
  old_currency text := CASE OLD.fixed_side WHEN 'fromCurrencyAmount' THEN OLD.from_currency WHEN 'toCurrencyAmount' THEN OLD.to_currency END;
  new_currency text := CASE NEW.fixed_side WHEN 'fromCurrencyAmount' THEN NEW.from_currency WHEN 'toCurrencyAmount' THEN NEW.to_currency END;
BEGIN
  IF OLD.status IS NOT NULL AND NEW.status IS NOT NULL AND OLD.status <> NEW.status THEN
    INSERT INTO book_leg_changes (leg_id, dual_hedge_id, customer_id, previously_seen_at, field, before, after)
      VALUES (NEW.id, NEW.dual_hedge_id, NEW.customer_id, OLD.last_seen_at, 'status', OLD.status, NEW.status);
  END IF;
  IF old_remaining IS NOT NULL AND new_remaining IS NOT NULL AND old_currency IS NOT DISTINCT FROM new_currency
     AND old_remaining <> new_remaining THEN
    INSERT INTO book_leg_changes (leg_id, dual_hedge_id, customer_id, previously_seen_at, field, before, after, currency)
      VALUES (NEW.id, NEW.dual_hedge_id, NEW.customer_id, OLD.last_seen_at, 'remaining', old_remaining::text, new_remaining::text, new_currency);
  END IF;
  IF OLD.not_seen_since IS NULL AND NEW.not_seen_since IS NOT NULL THEN
    INSERT INTO book_leg_changes (leg_id, dual_hedge_id, customer_id, observed_at, previously_seen_at, field)
      VALUES (NEW.id, NEW.dual_hedge_id, NEW.customer_id, NEW.not_seen_since, OLD.last_seen_at, 'gone');
  ELSIF OLD.not_seen_since IS NOT NULL AND NEW.not_seen_since IS NULL THEN
    INSERT INTO book_leg_changes (leg_id, dual_hedge_id, customer_id, previously_seen_at, field)
      VALUES (NEW.id, NEW.dual_hedge_id, NEW.customer_id, OLD.not_seen_since, 'back');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only a row whose watched columns moved runs the function: the sync rewriting an unchanged leg pays the WHEN alone.
CREATE TRIGGER book_legs_changes AFTER UPDATE ON "book_legs" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.fixed_side IS DISTINCT FROM NEW.fixed_side
    OR OLD.from_currency_amount IS DISTINCT FROM NEW.from_currency_amount
    OR OLD.to_currency_amount IS DISTINCT FROM NEW.to_currency_amount
    OR (OLD.not_seen_since IS NULL) <> (NEW.not_seen_since IS NULL))
  EXECUTE FUNCTION book_legs_record_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_notes_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'customer_notes are kept as written: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_notes_no_update_delete BEFORE UPDATE OR DELETE ON "customer_notes"
  FOR EACH ROW EXECUTE FUNCTION customer_notes_refuse_change();
--> statement-breakpoint
CREATE TRIGGER customer_notes_no_truncate BEFORE TRUNCATE ON "customer_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION customer_notes_refuse_change();
