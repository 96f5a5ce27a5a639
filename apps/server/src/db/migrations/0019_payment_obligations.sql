CREATE TABLE "payment_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "obligation" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_interac_links" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_student_provider" ON "payment_customers" USING btree ("student_id","provider");--> statement-breakpoint
CREATE INDEX "tasks_due" ON "tasks" USING btree ("run_after") WHERE "tasks"."done_at" is null;--> statement-breakpoint
-- Earlier attempts get their obligation; where several already hold one (a double charge made before
-- obligations were kept), the first keeps it and the others stay unmarked for the school to look at.
UPDATE "payments" SET "obligation" = CASE WHEN "kind" = 'installment'
  THEN 'installment:' || "installment_id" ELSE 'subscription:' || "subscription_id" END
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY CASE WHEN "kind" = 'installment' THEN 'installment:' || "installment_id"
        ELSE 'subscription:' || "subscription_id" END,
        "status" IN ('processing', 'requires_action', 'pending', 'complete')
      ORDER BY ("status" = 'complete') DESC, "id"
    ) AS "rank", "status" FROM "payments"
  ) AS "ranked"
  WHERE "rank" = 1 OR "status" NOT IN ('processing', 'requires_action', 'pending', 'complete')
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_obligation_held" ON "payments" USING btree ("obligation") WHERE "payments"."status" in ('processing', 'requires_action', 'pending', 'complete');