CREATE TABLE "student_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"global_document_id" integer NOT NULL,
	"status" text DEFAULT 'pending_upload' NOT NULL,
	"file_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"signature" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"criteria" text DEFAULT 'verified' NOT NULL,
	"weightage" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "pronoun" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "sin_cipher" "bytea";--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "sin_last3" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "student_no" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "profile_photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "emergency_contact_full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "emergency_contact_relation" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "emergency_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "emergency_contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "terms_condition" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "student_handbook" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "media_release" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "legal_status" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "other_legal_status_remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "aboriginal_status" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "is_referred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "referred_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "international_student" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "former_sur_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "admission_counsellor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "enable_loan_document" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "subscribing_course_id" integer;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "subscribing_cohort_id" integer;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "profile_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_global_document_id_global_documents_id_fk" FOREIGN KEY ("global_document_id") REFERENCES "public"."global_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_verifications" ADD CONSTRAINT "field_verifications_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_documents_student_requirement" ON "student_documents" USING btree ("student_id","global_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_verifications_student_field" ON "field_verifications" USING btree ("student_id","field_name");--> statement-breakpoint
CREATE INDEX "uploaded_files_student" ON "uploaded_files" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_subscribing_course_id_courses_id_fk" FOREIGN KEY ("subscribing_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_subscribing_cohort_id_cohorts_id_fk" FOREIGN KEY ("subscribing_cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_student_no_unique" UNIQUE("student_no");