-- A job's sources are kept in memory with its card (search-engine.ts), so what a card shows of
-- them moves the search version too; a source merely seen again (last_seen_at, missed_runs,
-- last_run_id) does not.
CREATE TRIGGER "job_sources_search_version" AFTER INSERT OR DELETE OR TRUNCATE ON "job_sources"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "job_sources_search_version_update" AFTER UPDATE OF "job_id", "source", "source_id",
  "source_url", "first_seen_at" ON "job_sources"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
