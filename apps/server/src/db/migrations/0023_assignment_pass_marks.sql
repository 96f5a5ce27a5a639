-- Assignments and homework imported before pass marks existed take the format's default, 50 %.
UPDATE "contents"
SET "settings" = jsonb_set("settings", '{assignment,pass_mark_percent}', '50'::jsonb)
WHERE "settings" ? 'assignment' AND NOT ("settings"->'assignment' ? 'pass_mark_percent');
