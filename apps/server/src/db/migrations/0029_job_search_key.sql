-- Each job's small number for the search engine: a word's matches are read as these numbers, not
-- as ids (search-engine.ts, readDocument). Existing jobs are numbered as the column is added.
ALTER TABLE "jobs" ADD COLUMN "search_key" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "jobs_search_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);