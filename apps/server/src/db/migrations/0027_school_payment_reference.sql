ALTER TABLE "institutes" ADD COLUMN "payment_office" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference_code" text;--> statement-breakpoint
-- hand-written: requests to pay at the school made before codes existed get one (SCH-XXXX-XXXX, no 0/O/1/I)
UPDATE "payments" SET "reference_code" = 'SCH-' || substr("codes"."c", 1, 4) || '-' || substr("codes"."c", 5, 4)
FROM (
  SELECT "p"."id", (
    SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 8 + 0 * "p"."id")
  ) AS "c"
  FROM "payments" "p"
  WHERE "p"."method" = 'paid_to_school' AND "p"."reference_code" IS NULL
) AS "codes"
WHERE "payments"."id" = "codes"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_code" ON "payments" USING btree ("reference_code");
