CREATE TABLE "member_tiers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"tier_code" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"review_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_code" text,
	"to_code" text NOT NULL,
	"reason" text NOT NULL,
	"qualifying_points" integer NOT NULL,
	"flow_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"multiplier" numeric(4, 2) DEFAULT 1 NOT NULL,
	"early_access_hours" integer DEFAULT 0 NOT NULL,
	"birthday_bonus" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiers_threshold_check" CHECK ("tiers"."threshold" >= 0),
	CONSTRAINT "tiers_multiplier_check" CHECK ("tiers"."multiplier" >= 1 and "tiers"."multiplier" <= 5)
);
--> statement-breakpoint
ALTER TABLE "points_flow" ADD COLUMN "qualifying_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_flow" ADD COLUMN "base_points" integer;--> statement-breakpoint
ALTER TABLE "points_flow" ADD COLUMN "multiplier" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "points_rules" ADD COLUMN "qualifying" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "min_tier_code" text;--> statement-breakpoint
ALTER TABLE "member_tiers" ADD CONSTRAINT "member_tiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tiers" ADD CONSTRAINT "member_tiers_tier_code_tiers_code_fk" FOREIGN KEY ("tier_code") REFERENCES "public"."tiers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_moves" ADD CONSTRAINT "tier_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tiers_review_idx" ON "member_tiers" USING btree ("review_at");--> statement-breakpoint
CREATE INDEX "member_tiers_tier_idx" ON "member_tiers" USING btree ("tier_code");--> statement-breakpoint
CREATE INDEX "tier_moves_user_idx" ON "tier_moves" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_min_tier_code_tiers_code_fk" FOREIGN KEY ("min_tier_code") REFERENCES "public"."tiers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "tiers" ("code", "name", "threshold", "multiplier", "early_access_hours", "birthday_bonus") VALUES
	('MEMBER', '{"en_US":"Member","ru_RU":"Участник","ko_KR":"멤버","zh_CN":"会员"}', 0, 1, 0, 0),
	('SILVER', '{"en_US":"Silver","ru_RU":"Серебро","ko_KR":"실버","zh_CN":"白银"}', 500, 1.25, 0, 50),
	('GOLD', '{"en_US":"Gold","ru_RU":"Золото","ko_KR":"골드","zh_CN":"黄金"}', 2000, 1.5, 12, 100),
	('BLACK', '{"en_US":"Black","ru_RU":"Блэк","ko_KR":"블랙","zh_CN":"黑金"}', 5000, 2, 24, 200)
	ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "points_rules" SET "qualifying" = true WHERE "code" IN ('SCAN', 'SHARE_STORE', 'REVIEW_COMPLETE', 'PROFILE_COMPLETE');
