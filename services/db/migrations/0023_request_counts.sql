CREATE TABLE "store_request_counts" (
	"banker_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_request_counts_banker_id_status_pk" PRIMARY KEY("banker_id","status")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "funnel_source" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banker_events" ADD COLUMN "request" varchar(60);--> statement-breakpoint
ALTER TABLE "store_request_counts" ADD CONSTRAINT "store_request_counts_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The Brasília day of an instant (UTC−3 all year), as src/features/requests/rules/business-days.ts counts days.
CREATE OR REPLACE FUNCTION brasilia_day(at timestamptz) RETURNS date AS $$
  SELECT ((at AT TIME ZONE 'UTC') - interval '3 hours')::date;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Adds signed counts to the store's requests per status: a request counts once it has its customer.
-- A row is created only to add to it: a store erased with its requests (its row gone first) leaves none.
CREATE OR REPLACE FUNCTION store_request_counts_add(counts jsonb) RETURNS void AS $$
  WITH c AS (
    SELECT banker_id, status, sum(n)::int AS n FROM jsonb_to_recordset(counts) AS c(banker_id int, status text, n int)
    GROUP BY 1, 2 HAVING sum(n) <> 0
  ), changed AS (
    UPDATE store_request_counts s SET count = s.count + c.n FROM c
    WHERE s.banker_id = c.banker_id AND s.status = c.status
    RETURNING s.banker_id, s.status
  )
  INSERT INTO store_request_counts (banker_id, status, count)
    SELECT banker_id, status, n FROM c
    WHERE n > 0 AND NOT EXISTS (SELECT 1 FROM changed d WHERE d.banker_id = c.banker_id AND d.status = c.status)
  ON CONFLICT (banker_id, status) DO UPDATE SET count = store_request_counts.count + excluded.count;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Each statement's requests in and out of a status (arrived, moved, claimed by their customer, erased).
CREATE OR REPLACE FUNCTION store_request_counts_changed() RETURNS trigger AS $$
DECLARE
  counts jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(to_jsonb(c)) INTO counts FROM (
      SELECT banker_id, status, count(*) AS n FROM new_rows WHERE customer_id IS NOT NULL GROUP BY 1, 2) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(to_jsonb(c)) INTO counts FROM (
      SELECT banker_id, status, -count(*) AS n FROM old_rows WHERE customer_id IS NOT NULL GROUP BY 1, 2) c;
  ELSE
    SELECT jsonb_agg(to_jsonb(c)) INTO counts FROM (
      SELECT banker_id, status, -count(*) AS n FROM old_rows WHERE customer_id IS NOT NULL GROUP BY 1, 2
      UNION ALL
      SELECT banker_id, status, count(*) FROM new_rows WHERE customer_id IS NOT NULL GROUP BY 1, 2) c;
  END IF;
  IF counts IS NOT NULL THEN PERFORM store_request_counts_add(counts); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_request_counts_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_request_counts_changed();
--> statement-breakpoint
CREATE TRIGGER orders_request_counts_moved AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_request_counts_changed();
--> statement-breakpoint
CREATE TRIGGER orders_request_counts_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_request_counts_changed();
--> statement-breakpoint
CREATE TRIGGER solicitations_request_counts_added AFTER INSERT ON solicitations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_request_counts_changed();
--> statement-breakpoint
CREATE TRIGGER solicitations_request_counts_moved AFTER UPDATE ON solicitations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_request_counts_changed();
--> statement-breakpoint
CREATE TRIGGER solicitations_request_counts_removed AFTER DELETE ON solicitations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_request_counts_changed();
--> statement-breakpoint
-- Adds to the store's funnel counts (docs/desk.md#funnel) the requests of each (store, day, product, step, source).
CREATE OR REPLACE FUNCTION store_funnel_counts_add(counts jsonb) RETURNS void AS $$
  INSERT INTO store_funnel_counts (banker_id, day, step, family, source, count)
    SELECT c.banker_id, c.day, c.step, g.slug, c.source, sum(c.n)::int
    FROM jsonb_to_recordset(counts) AS c(banker_id int, day date, product_id int, step text, source text, n int)
    JOIN products p ON p.id = c.product_id JOIN product_groups g ON g.id = p.group_id
    GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (banker_id, day, step, family, source) DO UPDATE SET count = store_funnel_counts.count + excluded.count;
$$ LANGUAGE sql;
--> statement-breakpoint
-- The funnel's requests: an order as it is stored, a solicitation once its customer has it, on the day it was made.
CREATE OR REPLACE FUNCTION store_funnel_requests_made() RETURNS trigger AS $$
DECLARE
  counts jsonb;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    SELECT jsonb_agg(to_jsonb(c)) INTO counts FROM (
      SELECT banker_id, brasilia_day(created_at) AS day, product_id, 'request' AS step,
             funnel_source AS source, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3, 5) c;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(to_jsonb(c)) INTO counts FROM (
      SELECT banker_id, brasilia_day(created_at) AS day, product_id, 'request' AS step, '' AS source, count(*) AS n
      FROM new_rows WHERE customer_id IS NOT NULL GROUP BY 1, 2, 3) c;
  ELSE
    SELECT jsonb_agg(to_jsonb(c)) INTO counts FROM (
      SELECT n.banker_id, brasilia_day(n.created_at) AS day, n.product_id, 'request' AS step, '' AS source,
             count(*) AS n
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.customer_id IS NOT NULL AND o.customer_id IS NULL GROUP BY 1, 2, 3) c;
  END IF;
  IF counts IS NOT NULL THEN PERFORM store_funnel_counts_add(counts); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_funnel_made AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_funnel_requests_made();
--> statement-breakpoint
CREATE TRIGGER solicitations_funnel_made AFTER INSERT ON solicitations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_funnel_requests_made();
--> statement-breakpoint
CREATE TRIGGER solicitations_funnel_claimed AFTER UPDATE ON solicitations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_funnel_requests_made();
--> statement-breakpoint
-- The funnel's approved and contracted requests: the first time a request reaches the status, on that day.
CREATE OR REPLACE FUNCTION store_funnel_requests_reached() RETURNS trigger AS $$
DECLARE
  counts jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('banker_id', r.banker_id, 'day', brasilia_day(f.created_at),
           'product_id', r.product_id, 'source', r.source, 'n', 1,
           'step', CASE f.status WHEN 'aprovada' THEN 'approved' ELSE 'contracted' END)) INTO counts
    FROM (SELECT DISTINCT ON (order_id, solicitation_id, status) * FROM added
          WHERE status IN ('aprovada', 'contratada') ORDER BY order_id, solicitation_id, status, id) f
    JOIN LATERAL (
      SELECT banker_id, product_id, funnel_source AS source FROM orders WHERE id = f.order_id
      UNION ALL
      SELECT banker_id, product_id, '' FROM solicitations WHERE id = f.solicitation_id) r ON true
    WHERE NOT EXISTS (
      SELECT 1 FROM request_status_events e
      WHERE e.status = f.status AND e.id < f.id
        AND (e.order_id = f.order_id OR e.solicitation_id = f.solicitation_id));
  IF counts IS NOT NULL THEN PERFORM store_funnel_counts_add(counts); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER request_status_events_funnel AFTER INSERT ON request_status_events REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION store_funnel_requests_reached();
--> statement-breakpoint
-- The requests already stored.
SELECT store_request_counts_add(coalesce((
  SELECT jsonb_agg(to_jsonb(c)) FROM (
    SELECT banker_id, status, count(*)::int AS n FROM (
      SELECT banker_id, status FROM orders
      UNION ALL SELECT banker_id, status FROM solicitations WHERE customer_id IS NOT NULL) r
    GROUP BY 1, 2) c), '[]'::jsonb));
--> statement-breakpoint
SELECT store_funnel_counts_add(coalesce((
  SELECT jsonb_agg(to_jsonb(c)) FROM (
    SELECT banker_id, day, product_id, step, '' AS source, count(*)::int AS n FROM (
      SELECT banker_id, brasilia_day(created_at) AS day, product_id, 'request' AS step FROM orders
      UNION ALL
      SELECT banker_id, brasilia_day(created_at), product_id, 'request' FROM solicitations WHERE customer_id IS NOT NULL
      UNION ALL
      SELECT coalesce(o.banker_id, s.banker_id), brasilia_day(f.created_at), coalesce(o.product_id, s.product_id),
             CASE f.status WHEN 'aprovada' THEN 'approved' ELSE 'contracted' END
      FROM (SELECT DISTINCT ON (order_id, solicitation_id, status) * FROM request_status_events
            WHERE status IN ('aprovada', 'contratada') ORDER BY order_id, solicitation_id, status, id) f
      LEFT JOIN orders o ON o.id = f.order_id
      LEFT JOIN solicitations s ON s.id = f.solicitation_id) r
    WHERE banker_id IS NOT NULL
    GROUP BY 1, 2, 3, 4) c), '[]'::jsonb));
