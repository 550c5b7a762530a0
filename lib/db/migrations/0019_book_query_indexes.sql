-- The name index rebuilt with its pending list (fastupdate) at the minimum, 64 kB: PGlite runs no autovacuum, so names
-- written after the build piled up there unmerged (up to 4 MB) and every name search read all of it. The date indexes
-- carry the sort's next keys to the leg id, so a page of the date sorts is read from the index in order
-- (lib/db/schema/book.ts).
DROP INDEX "book_customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "book_legs_end_idx";--> statement-breakpoint
DROP INDEX "book_legs_settlement_idx";--> statement-breakpoint
CREATE INDEX "book_customers_name_trgm_idx" ON "book_customers" USING gin ("company_name" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "book_legs_end_idx" ON "book_legs" USING btree ("end_at","id");--> statement-breakpoint
CREATE INDEX "book_legs_settlement_idx" ON "book_legs" USING btree ("settlement_at","end_at","id");