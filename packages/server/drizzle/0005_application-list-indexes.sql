-- The application list filtered by branch and status (the operator's usual pair): the page comes straight off this
-- index newest first, and the total is an index-only count. Search then filters these rows instead of the trigram
-- index bitmap being intersected with the whole branch.
CREATE INDEX IF NOT EXISTS "applications_branch_status_idx" ON "applications" USING btree ("register_branch_id","status","id");
