CREATE TABLE "music_genres" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"genre_id" bigint NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"url" text NOT NULL,
	"bytes" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"source_key" text NOT NULL,
	"source_bytes" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"width" integer,
	"height" integer,
	"url" text,
	"poster_url" text,
	"thumbs_url" text,
	"thumb_count" integer DEFAULT 0 NOT NULL,
	"cover_url" text,
	"cover_width" integer,
	"cover_height" integer,
	"bytes" bigint,
	"parent_id" bigint,
	"music_id" bigint,
	"music_start_ms" integer,
	"music_volume" integer,
	"original_volume" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "video_id" bigint;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "video" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_when_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_genre_id_music_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."music_genres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_music_id_music_tracks_id_fk" FOREIGN KEY ("music_id") REFERENCES "public"."music_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_tracks_genre_idx" ON "music_tracks" USING btree ("genre_id","id");--> statement-breakpoint
CREATE INDEX "videos_user_idx" ON "videos" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_video_idx" ON "articles" USING btree ("video_id") WHERE "articles"."video_id" is not null;