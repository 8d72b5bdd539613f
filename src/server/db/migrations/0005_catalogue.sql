CREATE TABLE "catalogue_brands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"brand_special_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_series" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"series_id" bigint,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"device_type" text NOT NULL,
	"style" text NOT NULL,
	"flavours" text[] DEFAULT '{}' NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"description" jsonb DEFAULT '{}' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_counts_check" CHECK ("products"."review_count" >= 0 and "products"."score_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_likes" (
	"review_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"reply_to_user_id" bigint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint,
	"brand_id" bigint,
	"product_key" text NOT NULL,
	"brand_name" text NOT NULL,
	"product_name" text NOT NULL,
	"device_type" text NOT NULL,
	"flavour" text NOT NULL,
	"style" text NOT NULL,
	"overall_score" integer NOT NULL,
	"aroma" text NOT NULL,
	"coolness" text NOT NULL,
	"sweetness" text NOT NULL,
	"throat_hit" text NOT NULL,
	"appearance_reason" text,
	"improvement" text,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_score_check" CHECK ("reviews"."overall_score" between 1 and 5),
	CONSTRAINT "reviews_counts_check" CHECK ("reviews"."like_count" >= 0 and "reviews"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"store_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_store_id_product_id_user_id_pk" PRIMARY KEY("store_id","product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "store_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"text" text,
	"photo_url" text,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_shares_score_check" CHECK ("store_shares"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"type" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"country" text NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text,
	"photo_url" text,
	"created_by" bigint,
	"share_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_counts_check" CHECK ("stores"."share_count" >= 0 and "stores"."rating_count" >= 0 and "stores"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_brands" ADD CONSTRAINT "catalogue_brands_brand_special_id_brand_specials_id_fk" FOREIGN KEY ("brand_special_id") REFERENCES "public"."brand_specials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_series" ADD CONSTRAINT "catalogue_series_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_series_id_catalogue_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalogue_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_reply_to_user_id_users_id_fk" FOREIGN KEY ("reply_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shares" ADD CONSTRAINT "store_shares_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shares" ADD CONSTRAINT "store_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_series_brand_idx" ON "catalogue_series" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","device_type");--> statement-breakpoint
CREATE INDEX "products_series_idx" ON "products" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_key" ON "reviews" USING btree ("user_id","product_key");--> statement-breakpoint
CREATE INDEX "reviews_product_latest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_popular_idx" ON "reviews" USING btree ("product_id","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_brand_latest_idx" ON "reviews" USING btree ("brand_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_brand_popular_idx" ON "reviews" USING btree ("brand_id","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_latest_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "store_shares_store_user_key" ON "store_shares" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "store_shares_store_idx" ON "store_shares" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "store_shares_user_idx" ON "store_shares" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stores_location_idx" ON "stores" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("normalized_name");--> statement-breakpoint
CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city");--> statement-breakpoint
CREATE INDEX "stores_best_idx" ON "stores" USING btree (("rating_sum"::float8 / nullif("rating_count", 0)) desc nulls last,"rating_count" DESC NULLS LAST,"id");