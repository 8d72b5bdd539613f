-- Usage reports (issue 15; docs/decisions/071). Append-only, partitioned by the UTC day the server
-- received them: a day's partition is made on demand (stats.partitions.ts), an old one is dropped
-- whole. Written by hand: drizzle-kit does not model partitioned tables, so the table is not in
-- schema.ts and is reached with SQL from src/server/stats only.
CREATE TABLE "usage_events" (
	"day" date NOT NULL,
	"received_at" timestamptz NOT NULL DEFAULT now(),
	"kind" text NOT NULL,
	"user_id" bigint,
	"path" text NOT NULL,
	"detail_id" text,
	"client" text,
	"duration_ms" integer,
	"payload" jsonb NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "usage_events_default" PARTITION OF "usage_events" DEFAULT;
--> statement-breakpoint
CREATE INDEX "usage_events_kind_idx" ON "usage_events" ("day", "kind", "path");
--> statement-breakpoint
CREATE INDEX "usage_events_user_idx" ON "usage_events" ("day", "user_id") WHERE "user_id" IS NOT NULL;
