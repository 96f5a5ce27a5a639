CREATE TABLE "quiz_accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"multiplier" numeric(3, 2),
	"extra_minutes" integer,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_accommodations_student_course" UNIQUE NULLS NOT DISTINCT("student_id","course_id"),
	CONSTRAINT "quiz_accommodations_one_kind" CHECK (("quiz_accommodations"."multiplier" is null) <> ("quiz_accommodations"."extra_minutes" is null))
);
--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;