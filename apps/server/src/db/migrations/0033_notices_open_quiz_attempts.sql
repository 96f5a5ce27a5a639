-- A graded quiz's notice names the attempt it opens `attempt_id` (was `assessment_id`); the bell and the
-- mail read the stored key, and the contract's route params refuse any other.
UPDATE "notifications"
SET "route_params" = ("route_params" - 'assessment_id') || jsonb_build_object('attempt_id', "route_params" -> 'assessment_id')
WHERE "route_params" ? 'assessment_id';
