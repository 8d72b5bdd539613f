ALTER TABLE "uploads" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."used_at" is null;--> statement-breakpoint
-- Pictures attached before uploads recorded their first use (docs/decisions/079): every column that
-- stores an upload's URL (detail or feed size) marks it used, so retention never takes them.
WITH "refs" AS (SELECT "ref" FROM (
  SELECT jsonb_array_elements("blocks") ->> 'url' AS "ref" FROM "articles"
  UNION ALL SELECT "cover_url" FROM "articles"
  UNION ALL SELECT "logo_url" FROM "brand_specials"
  UNION ALL SELECT "cover_url" FROM "brand_specials"
  UNION ALL SELECT "image_url" FROM "banners"
  UNION ALL SELECT "logo_url" FROM "catalogue_brands"
  UNION ALL SELECT unnest("images") FROM "products"
  UNION ALL SELECT jsonb_array_elements_text("images") FROM "prizes"
  UNION ALL SELECT unnest("pictures") FROM "reviews"
  UNION ALL SELECT "photo_url" FROM "stores"
  UNION ALL SELECT "photo_url" FROM "store_shares"
  UNION ALL SELECT "cover_url" FROM "activities"
  UNION ALL SELECT "image_url" FROM "activity_prizes"
  UNION ALL SELECT "cover_url" FROM "videos"
  UNION ALL SELECT unnest("pictures") FROM "work_orders"
  UNION ALL SELECT unnest("pictures") FROM "work_order_messages"
  UNION ALL SELECT unnest("pictures") FROM "feedback"
  UNION ALL SELECT unnest("pictures") FROM "reports"
  UNION ALL SELECT "avatar_url" FROM "users"
) AS "r" WHERE "ref" IS NOT NULL)
UPDATE "uploads" SET "used_at" = "created_at"
WHERE "used_at" IS NULL AND ("url" IN (SELECT "ref" FROM "refs") OR "feed_url" IN (SELECT "ref" FROM "refs"));
