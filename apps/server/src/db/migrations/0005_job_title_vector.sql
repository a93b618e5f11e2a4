ALTER TABLE "jobs" ADD COLUMN "title_vector" "tsvector";
--> statement-breakpoint
UPDATE "jobs" SET "title_vector" = to_tsvector('english', "title");
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_vector" SET NOT NULL;
--> statement-breakpoint
-- Keeps the jobs heap narrow: descriptions and search documents move to TOAST storage, so
-- counting tens of thousands of matches reads a few megabytes, not the whole catalogue.
ALTER TABLE "jobs" SET (toast_tuple_target = 128);
