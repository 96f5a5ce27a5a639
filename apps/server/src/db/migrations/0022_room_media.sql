CREATE TABLE "room_media" (
	"key" text NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "room_media_key_course_id_pk" PRIMARY KEY("key","course_id")
);
--> statement-breakpoint
ALTER TABLE "room_media" ADD CONSTRAINT "room_media_key_media_assets_key_fk" FOREIGN KEY ("key") REFERENCES "public"."media_assets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_media" ADD CONSTRAINT "room_media_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The videos of rooms imported before: each becomes its program's, as a new import would make it.
INSERT INTO "room_media" ("key", "course_id")
SELECT DISTINCT "media_assets"."key", "contents"."course_id"
FROM "contents"
JOIN "media_assets"
  ON "media_assets"."key" = substring("contents"."settings" #>> '{video,src}' from '^/api/v1/media/(.+)$')
WHERE "contents"."content_type" = 'video'
ON CONFLICT DO NOTHING;
