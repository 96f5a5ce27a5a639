CREATE TABLE "practice_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"practised_on" date NOT NULL,
	"duration_minutes" integer NOT NULL,
	"note" text NOT NULL,
	"file_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_entries_subscription_content" ON "practice_entries" USING btree ("subscription_id","content_id");--> statement-breakpoint
CREATE INDEX "practice_entries_pending" ON "practice_entries" USING btree ("created_at") WHERE "practice_entries"."status" = 'pending';