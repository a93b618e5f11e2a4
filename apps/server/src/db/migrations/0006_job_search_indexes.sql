-- The small columns a search reads for every row it looks at stay in the row: with the table's
-- toast_tuple_target of 128 they would otherwise move to TOAST storage, and each row looked at
-- would cost a TOAST read.
ALTER TABLE "jobs" ALTER COLUMN "title_vector" SET STORAGE MAIN, ALTER COLUMN "title" SET STORAGE MAIN, ALTER COLUMN "location" SET STORAGE MAIN, ALTER COLUMN "skills" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before: their title vector moves back inline.
UPDATE "jobs" SET "title_vector" = "title_vector" || ''::tsvector;--> statement-breakpoint
-- The page indexes carry the filters, the expiry and the title vector (INCLUDE): a page, however
-- deep, and the title matches of a keyword are read from the index alone, without the rows.
DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_category_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_remote_type_posted_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_title_vector_idx" ON "jobs" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","category","remote_type","title_vector");--> statement-breakpoint
CREATE INDEX "jobs_category_posted_at_idx" ON "jobs" USING btree ("category","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","remote_type","salary_annual_usd_min","salary_annual_usd_max","title_vector");--> statement-breakpoint
CREATE INDEX "jobs_remote_type_posted_at_idx" ON "jobs" USING btree ("remote_type","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","category","salary_annual_usd_min","salary_annual_usd_max","title_vector");