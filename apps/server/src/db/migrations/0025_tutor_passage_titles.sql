ALTER TABLE "tutor_passages" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_passages" drop column "search_en";--> statement-breakpoint
ALTER TABLE "tutor_passages" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_passages" drop column "search_fr";--> statement-breakpoint
ALTER TABLE "tutor_passages" ADD COLUMN "search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', coalesce(heading, '')), 'A') || setweight(to_tsvector('french', coalesce(title, '')), 'B') || setweight(to_tsvector('french', body), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tutor_passages_search_en" ON "tutor_passages" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "tutor_passages_search_fr" ON "tutor_passages" USING gin ("search_fr");--> statement-breakpoint
-- passages indexed before titles take their item's name
UPDATE "tutor_passages" SET "title" = "contents"."name" FROM "contents" WHERE "contents"."id" = "tutor_passages"."content_id";
