CREATE TABLE "attention_item_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attention_item_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"text" text,
	"detail" jsonb,
	CONSTRAINT "attention_item_events_kind_check" CHECK ("attention_item_events"."kind" in ('created', 'acknowledged', 'assigned', 'unassigned', 'note', 'snoozed', 'snoozeEnded', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "attention_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attention_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"rank" smallint NOT NULL,
	"object_id" text NOT NULL,
	"dual_hedge_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"owner_id" text,
	"owner_email" text,
	"snoozed_until" timestamp with time zone,
	"snooze_reason" text,
	"resolved_at" timestamp with time zone,
	"resolved_how" text,
	"resolution" text,
	"latest_note" text,
	"latest_note_at" timestamp with time zone,
	"latest_note_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attention_items_kind_check" CHECK ("attention_items"."kind" in ('overdue', 'endingSoon', 'settlingSoon', 'inProcess', 'mtmMoved')),
	CONSTRAINT "attention_items_state_check" CHECK ("attention_items"."state" in ('open', 'acknowledged', 'snoozed', 'resolved')),
	CONSTRAINT "attention_items_snoozed_check" CHECK (("attention_items"."state" = 'snoozed') = ("attention_items"."snoozed_until" is not null and "attention_items"."snooze_reason" is not null)),
	CONSTRAINT "attention_items_resolved_check" CHECK (("attention_items"."state" = 'resolved') = ("attention_items"."resolved_at" is not null and "attention_items"."resolved_how" in ('automatic', 'byHand')))
);
--> statement-breakpoint
CREATE TABLE "attention_refresh" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"book_version" bigint DEFAULT -1 NOT NULL,
	"queue_version" bigint DEFAULT 0 NOT NULL,
	"day" text,
	"rules" text,
	"computed_at" timestamp with time zone,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "attention_refresh_one_row_check" CHECK ("attention_refresh"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "attention_item_events" ADD CONSTRAINT "attention_item_events_item_id_attention_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."attention_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attention_item_events_version_idx" ON "attention_item_events" USING btree ("item_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "attention_items_live_idx" ON "attention_items" USING btree ("object_id","kind") WHERE "attention_items"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX "attention_items_queue_idx" ON "attention_items" USING btree ("rank","opened_at","id") WHERE "attention_items"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX "attention_items_owner_idx" ON "attention_items" USING btree ("owner_id","rank","opened_at","id") WHERE "attention_items"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX "attention_items_snooze_idx" ON "attention_items" USING btree ("snoozed_until") WHERE "attention_items"."state" = 'snoozed';--> statement-breakpoint
-- The one row the refresh claims and stamps (lib/desk/items); it exists from the start, so a claim is always an UPDATE.
INSERT INTO "attention_refresh" ("id") VALUES (1) ON CONFLICT DO NOTHING;
