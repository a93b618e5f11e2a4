ALTER TABLE "resume_files" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "resume_files_sha256_idx" ON "resume_files" USING btree ("sha256");--> statement-breakpoint
-- Hand-written backfill: the files stored before the hash existed are in this table, so each gets its hash now.
UPDATE "resume_files" SET "sha256" = encode(sha256("content"), 'hex') WHERE "sha256" IS NULL;
