CREATE TABLE "extension_retired_refresh_tokens" (
	"refresh_hash" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extension_retired_refresh_tokens" ADD CONSTRAINT "extension_retired_refresh_tokens_connection_id_extension_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."extension_connections"("id") ON DELETE cascade ON UPDATE no action;