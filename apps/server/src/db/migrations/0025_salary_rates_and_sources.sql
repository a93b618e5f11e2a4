CREATE TABLE "exchange_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"per_eur" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_category_posted_at_idx";--> statement-breakpoint
DROP INDEX "jobs_remote_type_posted_at_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_currency" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The page indexes of 0006 lead with is_stale (after the category or remote type): a stale job
-- sinks below every fresh one, and pages are still read from the index alone (INCLUDE as in 0006).
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("is_stale","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","category","remote_type","title_vector");--> statement-breakpoint
CREATE INDEX "jobs_category_posted_at_idx" ON "jobs" USING btree ("category","is_stale","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","remote_type","salary_annual_usd_min","salary_annual_usd_max","title_vector");--> statement-breakpoint
CREATE INDEX "jobs_remote_type_posted_at_idx" ON "jobs" USING btree ("remote_type","is_stale","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","category","salary_annual_usd_min","salary_annual_usd_max","title_vector");