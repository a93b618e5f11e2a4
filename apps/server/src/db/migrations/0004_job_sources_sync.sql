ALTER TABLE "job_sources" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "job_sources" ADD COLUMN "last_run_id" uuid;