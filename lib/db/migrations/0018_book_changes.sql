CREATE TABLE "book_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_changes_one_row_check" CHECK ("book_changes"."id" = 1)
);
--> statement-breakpoint
-- The one row every book write bumps (lib/book/changes.ts); it exists from the start, so a bump is always an UPDATE.
INSERT INTO "book_changes" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
