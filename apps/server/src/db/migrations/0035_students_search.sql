-- The staff's students list searches accounts by name and address with ilike '%…%' (ADR 061). pg_trgm is
-- trusted: an account that may create objects in the database may create it. PGlite loads it as it opens.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);