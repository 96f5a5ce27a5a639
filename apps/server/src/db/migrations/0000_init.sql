CREATE TABLE "institutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country_name" text DEFAULT 'Canada' NOT NULL,
	"country_code" text DEFAULT 'CA' NOT NULL,
	"time_zone" text DEFAULT 'America/Toronto' NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"enable_click2pay" boolean DEFAULT false NOT NULL,
	"enable_paid_at_school" boolean DEFAULT false NOT NULL,
	"allow_gamification" boolean DEFAULT false NOT NULL,
	"live_session_enabled" boolean DEFAULT false NOT NULL,
	"enable_power_tutor" boolean DEFAULT false NOT NULL,
	"media_release_link" text,
	"student_handbook_link" text,
	"terms_link" text,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"domain_link" text,
	"domain_display" text,
	"phone" text,
	"facebook_link" text,
	"instagram_link" text,
	"youtube_link" text,
	"twitter_link" text,
	"logo_key" text,
	"footer_logo_key" text,
	"reward_icon_key" text,
	"theme_preset" text DEFAULT 'default' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"seats" integer,
	"instructor_id" integer
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"can_skip" boolean DEFAULT false NOT NULL,
	"index" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"image_key" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"trial_days" integer,
	"is_cohort" boolean DEFAULT false NOT NULL,
	"enable_paid_at_school" boolean DEFAULT false NOT NULL,
	"has_gpa" boolean DEFAULT false NOT NULL,
	"instructor_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	CONSTRAINT "instructors_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"registration_fee_cents" integer NOT NULL,
	"installments" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"index" integer NOT NULL,
	"question_type" text NOT NULL,
	"text" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"file_extension_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_file_size_mb" integer DEFAULT 5 NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"template_markdown" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "global_documents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_course_key" ON "cohorts" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_section_key" ON "contents" USING btree ("section_id","key");--> statement-breakpoint
CREATE INDEX "contents_section_index" ON "contents" USING btree ("section_id","index");--> statement-breakpoint
CREATE INDEX "contents_course" ON "contents" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_course_key" ON "payment_plans" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_content_index" ON "quiz_questions" USING btree ("content_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_course_key" ON "sections" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "sections_course_index" ON "sections" USING btree ("course_id","index");