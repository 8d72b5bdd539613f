CREATE TABLE "check_in_misses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_misses" ADD CONSTRAINT "check_in_misses_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_misses" ADD CONSTRAINT "check_in_misses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_misses_activity_idx" ON "check_in_misses" USING btree ("activity_id","at");--> statement-breakpoint
CREATE INDEX "check_in_misses_member_idx" ON "check_in_misses" USING btree ("activity_id","user_id","at");