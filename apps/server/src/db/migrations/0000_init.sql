CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"title" text,
	"email" text,
	"allow_email_reply" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");