CREATE TABLE "search_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_version" AFTER INSERT OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_version_update" AFTER UPDATE OF "title", "company_id", "location",
  "remote_type", "remote_regions", "remote_timezones", "job_type", "category", "salary_min",
  "salary_max", "salary_currency", "salary_period", "salary_annual_usd_min", "salary_annual_usd_max",
  "experience_years", "skills", "is_featured", "posted_at", "expires_at", "search_vector",
  "title_vector", "source", "is_stale" ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "companies_search_version" AFTER UPDATE OF "name", "logo_url" OR DELETE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
