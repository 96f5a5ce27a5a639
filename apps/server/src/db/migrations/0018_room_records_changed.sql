-- Every change to what the course room reads of a subscription (the subscription row, its progress and its
-- submissions) tells each server process which subscription changed, whoever made it: the processes keep
-- those records in memory. pg_notify is sent on commit only, once per subscription and transaction.
CREATE FUNCTION "room_records_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] names the column holding the subscription's id
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT pg_notify(''portal_room_records'', s.id::text)
      FROM (SELECT DISTINCT %I AS id FROM "new_rows") AS s', TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT pg_notify(''portal_room_records'', s.id::text)
      FROM (SELECT DISTINCT %I AS id FROM "old_rows") AS s', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "room_records_subscriptions_insert" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "room_records_subscriptions_update" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "room_records_subscriptions_delete" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "room_records_progress_insert" AFTER INSERT ON "content_progress"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('subscription_id');
--> statement-breakpoint
CREATE TRIGGER "room_records_progress_update" AFTER UPDATE ON "content_progress"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('subscription_id');
--> statement-breakpoint
CREATE TRIGGER "room_records_progress_delete" AFTER DELETE ON "content_progress"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('subscription_id');
--> statement-breakpoint
CREATE TRIGGER "room_records_submissions_insert" AFTER INSERT ON "content_submissions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('subscription_id');
--> statement-breakpoint
CREATE TRIGGER "room_records_submissions_update" AFTER UPDATE ON "content_submissions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('subscription_id');
--> statement-breakpoint
CREATE TRIGGER "room_records_submissions_delete" AFTER DELETE ON "content_submissions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "room_records_changed"('subscription_id');
