-- The list rows of one page, as one JSON array of arrays in the order of `ids`: the columns of `listColumns` in
-- src/db/application-queries.ts, in the same order (time spent as its `spentMinutes` counts it). The ids come from the
-- page's own select, in the page's order, in the same statement and snapshot. A PL/pgSQL function's statement is
-- planned once per connection and then reused, where the same select sent with every request was parsed and
-- planned each time: about an eighth of a list request on PGlite.
CREATE OR REPLACE FUNCTION "application_list_rows"(ids integer[]) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN coalesce((
		SELECT json_agg(json_build_array(
			a."id", a."order_id", a."load_number", a."invoice_number", a."counteragent", a."payment_type",
			a."driver_id", a."car_number", a."register_branch_id", a."sale_branch_id", a."write_off_branch_id",
			a."online_user_id", a."agent_id", a."status", a."step", a."step_duration_minutes",
			(CASE WHEN a."step" = 'delivered' THEN 0 ELSE greatest(0, floor(extract(epoch FROM
				(coalesce(a."frozen_at", now()) - a."step_started_at")) / 60)) END)::int,
			a."total_amount", a."created_at", a."updated_at", a."delivery_deadline", a."comment", a."pinfl", a."inn",
			a."card_number", a."card_expiry", a."contract_number", a."registered_address", a."landmark",
			a."is_printed", a."is_frozen", a."is_distributed"
		) ORDER BY page.n)
		FROM unnest(ids) WITH ORDINALITY AS page(id, n)
		JOIN "applications" a ON a."id" = page.id
	), '[]');
END $$;
