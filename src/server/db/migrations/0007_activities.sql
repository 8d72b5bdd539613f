CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cost_kind" text DEFAULT 'free' NOT NULL,
	"cost_amount" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer,
	"seats" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"no_prize_weight" integer DEFAULT 0 NOT NULL,
	"check_in_code" text,
	"brand_special_id" bigint,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_times_check" CHECK ("activities"."end_at" > "activities"."start_at"),
	CONSTRAINT "activities_counts_check" CHECK ("activities"."cost_amount" >= 0 and "activities"."no_prize_weight" >= 0 and "activities"."seats_taken" >= 0
        and ("activities"."seats" is null or "activities"."seats_taken" <= "activities"."seats"))
);
--> statement-breakpoint
CREATE TABLE "activity_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"activity_prize_id" bigint NOT NULL,
	"redeem_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"entry_no" integer NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"segment" integer,
	"won_prize_id" bigint,
	"paid_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"initial_stock" integer NOT NULL,
	"stock" integer NOT NULL,
	"weight" integer NOT NULL,
	"prize_id" bigint,
	"image_url" text,
	"sort" integer NOT NULL,
	CONSTRAINT "activity_prizes_counts_check" CHECK ("activity_prizes"."stock" >= 0 and "activity_prizes"."initial_stock" >= 0 and "activity_prizes"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "age_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redeems" ALTER COLUMN "flow_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_brand_special_id_brand_specials_id_fk" FOREIGN KEY ("brand_special_id") REFERENCES "public"."brand_specials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_awards" ADD CONSTRAINT "activity_awards_entry_id_activity_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."activity_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_awards" ADD CONSTRAINT "activity_awards_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_awards" ADD CONSTRAINT "activity_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_awards" ADD CONSTRAINT "activity_awards_activity_prize_id_activity_prizes_id_fk" FOREIGN KEY ("activity_prize_id") REFERENCES "public"."activity_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_awards" ADD CONSTRAINT "activity_awards_redeem_id_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."redeems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_won_prize_id_activity_prizes_id_fk" FOREIGN KEY ("won_prize_id") REFERENCES "public"."activity_prizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prizes" ADD CONSTRAINT "activity_prizes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prizes" ADD CONSTRAINT "activity_prizes_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_proofs" ADD CONSTRAINT "age_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_proofs" ADD CONSTRAINT "age_proofs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_live_idx" ON "activities" USING btree ("published_at","end_at");--> statement-breakpoint
CREATE INDEX "activities_brand_special_idx" ON "activities" USING btree ("brand_special_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_awards_entry_key" ON "activity_awards" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "activity_awards_user_idx" ON "activity_awards" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activity_awards_activity_idx" ON "activity_awards" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_entries_no_key" ON "activity_entries" USING btree ("activity_id","entry_no");--> statement-breakpoint
CREATE INDEX "activity_entries_user_idx" ON "activity_entries" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_entries_activity_user_idx" ON "activity_entries" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_prizes_activity_idx" ON "activity_prizes" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "age_proofs_user_idx" ON "age_proofs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "age_proofs_status_idx" ON "age_proofs" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;