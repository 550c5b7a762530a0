ALTER TABLE "quoted_proposals" ADD COLUMN "amount" text;--> statement-breakpoint
ALTER TABLE "quoted_proposals" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "quoted_proposals" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "quoted_proposals" ADD COLUMN "approval_id" text;