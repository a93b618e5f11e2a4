-- Every short column of a job stays in its row: with the table's toast_tuple_target of 128, each
-- one longer than a TOAST pointer (the fingerprint, the source's id, the apply link, the remote
-- regions) would otherwise get a TOAST row and a TOAST index entry of its own. An import wrote
-- eight TOAST rows per job and a lookup by fingerprint read them back; now only the description,
-- its lists and the search document move out.
ALTER TABLE "jobs" ALTER COLUMN "fingerprint" SET STORAGE MAIN, ALTER COLUMN "source" SET STORAGE MAIN, ALTER COLUMN "source_id" SET STORAGE MAIN, ALTER COLUMN "application_url" SET STORAGE MAIN, ALTER COLUMN "remote_regions" SET STORAGE MAIN, ALTER COLUMN "remote_timezones" SET STORAGE MAIN, ALTER COLUMN "remote_type" SET STORAGE MAIN, ALTER COLUMN "job_type" SET STORAGE MAIN, ALTER COLUMN "category" SET STORAGE MAIN, ALTER COLUMN "language" SET STORAGE MAIN, ALTER COLUMN "salary_currency" SET STORAGE MAIN, ALTER COLUMN "salary_period" SET STORAGE MAIN;
-- Rows written before keep their storage until they are written again.
--> statement-breakpoint
-- No search filters on the description, its lists, the skills, the remote regions or the apply
-- link: ANALYZE, which runs after every import that changes jobs, no longer reads them. The
-- three lists alone were half of its time.
ALTER TABLE "jobs" ALTER COLUMN "description" SET STATISTICS 0, ALTER COLUMN "requirements" SET STATISTICS 0, ALTER COLUMN "responsibilities" SET STATISTICS 0, ALTER COLUMN "benefits" SET STATISTICS 0, ALTER COLUMN "skills" SET STATISTICS 0, ALTER COLUMN "remote_regions" SET STATISTICS 0, ALTER COLUMN "remote_timezones" SET STATISTICS 0, ALTER COLUMN "application_url" SET STATISTICS 0;
