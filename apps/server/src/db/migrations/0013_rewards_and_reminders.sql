CREATE TABLE "notification_email_preferences" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"email_types" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_points" integer NOT NULL,
	"image_key" text,
	CONSTRAINT "reward_levels_min_points_unique" UNIQUE("min_points")
);
--> statement-breakpoint
CREATE TABLE "reward_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"subscription_id" integer,
	"reason" text NOT NULL,
	"source_key" text NOT NULL,
	"points" integer NOT NULL,
	"description" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "reward_rules" jsonb DEFAULT '{"content_completed":10,"quiz_passed":25,"attendance":5,"payment_on_time":20}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "due_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "overdue_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_email_preferences" ADD CONSTRAINT "notification_email_preferences_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_points" ADD CONSTRAINT "reward_points_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_points" ADD CONSTRAINT "reward_points_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_points_student_source" ON "reward_points" USING btree ("student_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_points_student_earned" ON "reward_points" USING btree ("student_id","earned_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_email_pending" ON "notifications" USING btree ("id") WHERE "notifications"."email_pending" = true;