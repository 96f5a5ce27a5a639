ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "failure_code" text;