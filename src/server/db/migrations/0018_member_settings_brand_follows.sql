CREATE TABLE "brand_follows" (
	"user_id" bigint NOT NULL,
	"brand_special_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_follows_user_id_brand_special_id_pk" PRIMARY KEY("user_id","brand_special_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "back_img_url" text;--> statement-breakpoint
ALTER TABLE "brand_follows" ADD CONSTRAINT "brand_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_follows" ADD CONSTRAINT "brand_follows_brand_special_id_brand_specials_id_fk" FOREIGN KEY ("brand_special_id") REFERENCES "public"."brand_specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_follows_brand_idx" ON "brand_follows" USING btree ("brand_special_id");