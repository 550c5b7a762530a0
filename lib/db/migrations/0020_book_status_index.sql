-- The status index carries the end-date sort to the leg id, as the date indexes do since 0019: else a status filter
-- with the end-date sort walks book_legs_end_idx and filters (540 ms at 100k), where this index reads its 26 rows.
DROP INDEX "book_legs_status_end_idx";--> statement-breakpoint
CREATE INDEX "book_legs_status_end_idx" ON "book_legs" USING btree ("status","end_at","id");