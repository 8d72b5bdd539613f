CREATE TABLE "chance_wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chance_wallets_balance_check" CHECK ("chance_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chances_flow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"lease_until" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "qr_batches_count_check" CHECK ("qr_batches"."count" between 1 and 100000 and "qr_batches"."generated" between 0 and "qr_batches"."count")
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"scan_count" integer DEFAULT 0 NOT NULL,
	"first_scan_at" timestamp with time zone,
	"first_scan_country" text,
	"first_scan_place" text,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint,
	"user_id" bigint,
	"ip_hash" text NOT NULL,
	"country" text,
	"lat" double precision,
	"lng" double precision,
	"place" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chance_wallets" ADD CONSTRAINT "chance_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chances_flow" ADD CONSTRAINT "chances_flow_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_batches" ADD CONSTRAINT "qr_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_batches" ADD CONSTRAINT "qr_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_batch_id_qr_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."qr_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_code_id_qr_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chances_flow_user_idx" ON "chances_flow" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chances_flow_key_idx" ON "chances_flow" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "qr_batches_product_idx" ON "qr_batches" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_hash_key" ON "qr_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_batch_seq_key" ON "qr_codes" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "qr_codes_claimed_idx" ON "qr_codes" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "qr_scans_code_idx" ON "qr_scans" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "qr_scans_user_idx" ON "qr_scans" USING btree ("user_id","id");