-- The read schedule (lib/book/read-schedule.ts) on each customer: its class, last try, gap, a pending request, what its last read found.
ALTER TABLE "book_customers" ADD COLUMN "read_class" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_customers" ADD COLUMN "read_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_customers" ADD COLUMN "read_interval_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_customers" ADD COLUMN "read_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_customers" ADD COLUMN "read_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_customers" ADD COLUMN "read_content_hash" text;--> statement-breakpoint
CREATE INDEX "book_customers_read_at_idx" ON "book_customers" USING btree ("dual_hedges_read_at");--> statement-breakpoint
CREATE INDEX "book_customers_class_read_at_idx" ON "book_customers" USING btree ("read_class","dual_hedges_read_at");--> statement-breakpoint
CREATE INDEX "book_customers_requested_idx" ON "book_customers" USING btree ("read_requested_at") WHERE "book_customers"."read_requested_at" is not null;