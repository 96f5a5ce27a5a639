CREATE TABLE "notification_counts" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert costs one upsert per student, not per row.
CREATE FUNCTION "notification_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" AS c ("student_id", "total", "unread")
    SELECT "student_id", count(*), count(*) FILTER (WHERE NOT "is_read")
    FROM "new_rows" GROUP BY "student_id" ORDER BY "student_id"
  ON CONFLICT ("student_id") DO UPDATE
    SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose counts move take the student's row lock: claiming an email changes none.
CREATE FUNCTION "notification_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_counts" c
    SET "total" = c."total" + d."total", "unread" = c."unread" + d."unread"
    FROM (
      SELECT "student_id", sum("total")::int AS "total", sum("unread")::int AS "unread"
      FROM (
        SELECT "student_id", -1 AS "total", -(NOT "is_read")::int AS "unread" FROM "old_rows"
        UNION ALL
        SELECT "student_id", 1, (NOT "is_read")::int FROM "new_rows"
      ) AS "moves"
      GROUP BY "student_id"
    ) AS d
    WHERE c."student_id" = d."student_id" AND (d."total" <> 0 OR d."unread" <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- No upsert: when a student is deleted, their count row may already be gone with them.
CREATE FUNCTION "notification_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_counts" c
    SET "total" = c."total" - d."total", "unread" = c."unread" - d."unread"
    FROM (
      SELECT "student_id", count(*)::int AS "total", (count(*) FILTER (WHERE NOT "is_read"))::int AS "unread"
      FROM "old_rows" GROUP BY "student_id"
    ) AS d
    WHERE c."student_id" = d."student_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notification_counts_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_after_delete"();
--> statement-breakpoint
-- After the triggers, whose creation holds writers off the table until this migration commits.
INSERT INTO "notification_counts" ("student_id", "total", "unread")
  SELECT "student_id", count(*), count(*) FILTER (WHERE NOT "is_read") FROM "notifications" GROUP BY "student_id";
