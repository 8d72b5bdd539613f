-- Codes bound to the client that asked for them (docs/decisions/089): one row per code sent.
-- Live codes are at most 10 minutes old, so the old table is dropped, not converted.
DROP TABLE "email_codes" CASCADE;
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"scene" text NOT NULL,
	"client" text NOT NULL,
	"address" text NOT NULL,
	"by_address" boolean DEFAULT false NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree ("email","sent_at");--> statement-breakpoint
CREATE INDEX "email_codes_sent_idx" ON "email_codes" USING btree ("sent_at");