CREATE TABLE "exchange_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"per_eur" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_currency" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "stale_at" timestamp with time zone;