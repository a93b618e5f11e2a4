CREATE TABLE "mail_deliveries" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
