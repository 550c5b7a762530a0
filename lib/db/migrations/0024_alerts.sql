-- Alerts (lib/alerts): the inbox per person, subscriptions and team defaults per kind, time zone and digest hour, and the mail outbox.
CREATE TABLE "alert_defaults" (
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"reason" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_defaults_role_kind_pk" PRIMARY KEY("role","kind"),
	CONSTRAINT "alert_defaults_role_check" CHECK ("alert_defaults"."role" in ('viewer', 'operator', 'admin')),
	CONSTRAINT "alert_defaults_channel_check" CHECK ("alert_defaults"."channel" in ('inApp', 'emailInstant', 'emailDigest', 'off')),
	CONSTRAINT "alert_defaults_scope_check" CHECK ("alert_defaults"."scope" in ('all', 'mineOrUnassigned')),
	CONSTRAINT "alert_defaults_locked_reason_check" CHECK (not "alert_defaults"."mandatory" or "alert_defaults"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "alert_subscriptions_channel_check" CHECK ("alert_subscriptions"."channel" in ('inApp', 'emailInstant', 'emailDigest', 'off')),
	CONSTRAINT "alert_subscriptions_scope_check" CHECK ("alert_subscriptions"."scope" in ('all', 'mineOrUnassigned'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"customer_id" text,
	"customer_name" text,
	"object_type" text,
	"object_id" text,
	"title" text NOT NULL,
	"link_path" text NOT NULL,
	"deadline_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" text NOT NULL,
	"to_address" text,
	"purpose" text NOT NULL,
	"alert_id" bigint,
	"alert_ids" jsonb,
	"message_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_outbox_purpose_check" CHECK ("mail_outbox"."purpose" in ('instant', 'digest', 'test')),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "staff_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"digest_days" text DEFAULT 'businessDays' NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_preferences_digest_hour_check" CHECK ("staff_preferences"."digest_hour" between 0 and 23),
	CONSTRAINT "staff_preferences_digest_days_check" CHECK ("staff_preferences"."digest_days" in ('businessDays', 'everyDay'))
);
--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_recipient_id_auth_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_id_auth_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD CONSTRAINT "staff_preferences_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_event_idx" ON "alerts" USING btree ("recipient_id","event_key");--> statement-breakpoint
CREATE INDEX "alerts_inbox_idx" ON "alerts" USING btree ("recipient_id","read_at","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_list_idx" ON "alerts" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_retention_idx" ON "alerts" USING btree ("read_at") WHERE "alerts"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_instant_idx" ON "mail_outbox" USING btree ("alert_id") WHERE "mail_outbox"."purpose" = 'instant';