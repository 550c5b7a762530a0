CREATE TABLE "audit_chain_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_chain_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"rows" bigint NOT NULL,
	"last_seq" bigint,
	"last_hash" text,
	"first_bad_id" bigint,
	"problem" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "row_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("chain_seq");--> statement-breakpoint
-- What a row's hash covers: every column but the hash itself, in a fixed order, as canonical jsonb text; the time
-- in UTC to the microsecond. A column added later is not covered until this function is replaced (and the chain with it).
CREATE OR REPLACE FUNCTION audit_events_row_hash(r audit_events) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.id, to_char(r.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), r.staff_user_id, r.staff_email,
    r.action, r.customer_id, r.target_ids, r.customer_ip, r.customer_ip_source, r.outcome, r.upstream_status,
    r.error_kind, r.error_message, r.request_id, r.client_address, r.detail, r.attempt_id, r.chain_seq, r.prev_hash
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The database, not the app, sets each row's time and its place in the one chain. The advisory lock (held to the end
-- of the inserting transaction) makes instances take turns, so the chain never forks; a rolled-back row leaves no gap.
CREATE OR REPLACE FUNCTION audit_events_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_events_chain'));
  SELECT chain_seq, row_hash INTO last_seq, last_hash
    FROM audit_events WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  NEW.occurred_at := clock_timestamp();
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.row_hash := audit_events_row_hash(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Link the rows already there, in id order (the append-only trigger is lifted for this one update, by the owner).
ALTER TABLE "audit_events" DISABLE TRIGGER audit_events_no_update_delete;
--> statement-breakpoint
DO $$
DECLARE
  r audit_events;
  seq bigint := 0;
  previous text := '';
BEGIN
  FOR r IN SELECT * FROM audit_events ORDER BY id LOOP
    seq := seq + 1;
    r.chain_seq := seq;
    r.prev_hash := previous;
    r.row_hash := audit_events_row_hash(r);
    UPDATE audit_events SET chain_seq = r.chain_seq, prev_hash = r.prev_hash, row_hash = r.row_hash WHERE id = r.id;
    previous := r.row_hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER audit_events_no_update_delete;
--> statement-breakpoint
CREATE TRIGGER audit_events_chain BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_chain();
