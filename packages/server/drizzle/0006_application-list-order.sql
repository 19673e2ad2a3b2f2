-- The application list is ordered newest first (created_at desc, id desc). With the operator's usual pair of filters
-- (branch and status) the page now comes straight off this index, read backwards, instead of every matching row
-- being fetched and sorted; the search column rides along (INCLUDE) so that counting a search within a branch and
-- status is an index-only scan rather than a trigram bitmap over the whole table. It replaces 0005's
-- (register_branch_id, status, id), whose leading columns it repeats. Without filters the page's ids come off
-- (created_at, id) alone, however deep the page: created_at by itself left every skipped row to be fetched and
-- sorted by id.
CREATE INDEX IF NOT EXISTS "applications_branch_status_created_idx" ON "applications" USING btree ("register_branch_id","status","created_at","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "applications_branch_status_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_created_id_idx" ON "applications" USING btree ("created_at","id");
