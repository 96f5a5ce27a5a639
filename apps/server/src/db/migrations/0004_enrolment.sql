CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"cohort_id" integer,
	"status" text NOT NULL,
	"payment_type" text,
	"payment_plan_id" integer,
	"payment_status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"course_access" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"can_access_course_post_graduation" boolean DEFAULT false NOT NULL,
	"post_graduation_access_end_date" date,
	"student_remark" text DEFAULT '' NOT NULL,
	"current_content_id" integer,
	"course_completion" integer DEFAULT 0 NOT NULL,
	"gpa_final_score" numeric(4, 2),
	"enroll_datetime" timestamp with time zone NOT NULL,
	"graduated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_current_content_id_contents_id_fk" FOREIGN KEY ("current_content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_student_course" ON "subscriptions" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "subscriptions_course" ON "subscriptions" USING btree ("course_id");