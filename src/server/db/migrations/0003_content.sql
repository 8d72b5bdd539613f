CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"author_id" bigint NOT NULL,
	"title" text NOT NULL,
	"subheadings" text,
	"blocks" jsonb NOT NULL,
	"category_id" bigint,
	"topic_ids" bigint[] DEFAULT '{}' NOT NULL,
	"source" text NOT NULL,
	"cited_from" text,
	"statute" boolean DEFAULT false NOT NULL,
	"brand_special_id" bigint,
	"lang" text NOT NULL,
	"cover_url" text,
	"cover_width" integer,
	"cover_height" integer,
	"image_count" integer DEFAULT 0 NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"search_terms" text[] DEFAULT '{}' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "articles_counts_check" CHECK ("articles"."like_count" >= 0 and "articles"."comment_count" >= 0 and "articles"."save_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_specials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"logo_url" text,
	"cover_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_members" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"url" text NOT NULL,
	"feed_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_special_id_brand_specials_id_fk" FOREIGN KEY ("brand_special_id") REFERENCES "public"."brand_specials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_members" ADD CONSTRAINT "kol_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_feed_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published' and not "articles"."statute";--> statement-breakpoint
CREATE INDEX "articles_type_feed_idx" ON "articles" USING btree ("type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published' and not "articles"."statute";--> statement-breakpoint
CREATE INDEX "articles_category_feed_idx" ON "articles" USING btree ("category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_brand_feed_idx" ON "articles" USING btree ("brand_special_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_statute_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published' and "articles"."statute";--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_top_idx" ON "articles" USING btree ("like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published' and not "articles"."statute";--> statement-breakpoint
CREATE INDEX "articles_topics_idx" ON "articles" USING gin ("topic_ids");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_terms");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_key" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","id");