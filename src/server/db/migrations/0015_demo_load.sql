CREATE TABLE "demo_load" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_load_one_row" CHECK ("demo_load"."id" = 1)
);
