CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "point_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"flow_id" bigint NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_lots_remaining_check" CHECK ("point_lots"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_wallets_balance_check" CHECK ("point_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_flow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" bigint NOT NULL,
	"rule_code" text NOT NULL,
	"ref" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rules" (
	"code" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"task_target" integer DEFAULT 1 NOT NULL,
	"task_period" text DEFAULT 'once' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limit_per_user" integer,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_stock_check" CHECK ("prizes"."stock" >= 0),
	CONSTRAINT "prizes_points_check" CHECK ("prizes"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "redeems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"prize_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"address_id" bigint,
	"ship_to" jsonb NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"flow_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_wallets" ADD CONSTRAINT "point_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_flow" ADD CONSTRAINT "points_flow_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "point_lots_user_idx" ON "point_lots" USING btree ("user_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "point_lots_expiry_idx" ON "point_lots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "points_flow_user_idx" ON "points_flow" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_flow_key_idx" ON "points_flow" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "prizes_sale_idx" ON "prizes" USING btree ("on_sale","id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeems_order_no_key" ON "redeems" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "redeems_user_idx" ON "redeems" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "redeems_prize_user_idx" ON "redeems" USING btree ("prize_id","user_id");