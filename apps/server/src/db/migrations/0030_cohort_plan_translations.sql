ALTER TABLE "cohorts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_levels" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;