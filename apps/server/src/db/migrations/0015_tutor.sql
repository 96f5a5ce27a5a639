CREATE TABLE "tutor_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"covered" boolean,
	"answered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tutor_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"quiz_question_id" integer,
	"heading" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', coalesce(heading, '')), 'A') || setweight(to_tsvector('french', body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "tutor_daily_quota" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "tutor_per_minute" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_passages" ADD CONSTRAINT "tutor_passages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_passages" ADD CONSTRAINT "tutor_passages_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_passages" ADD CONSTRAINT "tutor_passages_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_passages" ADD CONSTRAINT "tutor_passages_quiz_question_id_quiz_questions_id_fk" FOREIGN KEY ("quiz_question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_messages_subscription" ON "tutor_messages" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "tutor_messages_profile_created" ON "tutor_messages" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_passages_course" ON "tutor_passages" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "tutor_passages_search_en" ON "tutor_passages" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "tutor_passages_search_fr" ON "tutor_passages" USING gin ("search_fr");