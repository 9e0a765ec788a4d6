CREATE TABLE "analytics_people" (
	"banker_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"full_name" text NOT NULL,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"email" text NOT NULL,
	"principal_contact" text,
	CONSTRAINT "analytics_people_banker_id_customer_id_pk" PRIMARY KEY("banker_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_products" (
	"banker_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customers" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "analytics_products_banker_id_product_id_pk" PRIMARY KEY("banker_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_versions" (
	"banker_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_people" ADD CONSTRAINT "analytics_people_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_people" ADD CONSTRAINT "analytics_people_customer_id_persons_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_products" ADD CONSTRAINT "analytics_products_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_products" ADD CONSTRAINT "analytics_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_versions" ADD CONSTRAINT "analytics_versions_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_people_customers_total_idx" ON "analytics_people" USING btree ("banker_id","orders" DESC NULLS LAST,"sort_name","customer_id") WHERE "analytics_people"."orders" > 0;--> statement-breakpoint
CREATE INDEX "analytics_people_customers_fewest_idx" ON "analytics_people" USING btree ("banker_id","orders","sort_name","customer_id") WHERE "analytics_people"."orders" > 0;--> statement-breakpoint
CREATE INDEX "analytics_people_customers_name_idx" ON "analytics_people" USING btree ("banker_id","sort_name","customer_id") WHERE "analytics_people"."orders" > 0;--> statement-breakpoint
CREATE INDEX "analytics_people_leads_name_idx" ON "analytics_people" USING btree ("banker_id","sort_name","customer_id") WHERE "analytics_people"."orders" = 0;--> statement-breakpoint
CREATE INDEX "analytics_people_leads_email_idx" ON "analytics_people" USING btree ("banker_id","email","customer_id") WHERE "analytics_people"."orders" = 0;--> statement-breakpoint
CREATE INDEX "analytics_people_customer_idx" ON "analytics_people" USING btree ("customer_id");--> statement-breakpoint
-- Lowercase without the accents of Portuguese (upper and lower case, whatever the locale's lower()).
CREATE OR REPLACE FUNCTION analytics_fold(value text) RETURNS text AS $$
  SELECT translate(lower(value),
    'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ',
    'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_search_text(full_name text, email text, contact text) RETURNS text AS $$
  SELECT analytics_fold(concat_ws(' ', full_name, email, contact, regexp_replace(coalesce(contact, ''), '\D', '', 'g')))
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- Orders added in one statement, counted per person and per product of each banker at once.
CREATE OR REPLACE FUNCTION analytics_orders_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_people (banker_id, customer_id, orders, full_name, sort_name, search_text, email, principal_contact)
    SELECT a.banker_id, a.customer_id, a.n, p.full_name, analytics_fold(p.full_name),
           analytics_search_text(p.full_name, p.email, p.principal_contact), p.email, p.principal_contact
    FROM (SELECT banker_id, customer_id, count(*)::int AS n FROM added GROUP BY 1, 2) a
    JOIN persons p ON p.id = a.customer_id
  ON CONFLICT (banker_id, customer_id) DO UPDATE SET orders = analytics_people.orders + excluded.orders;
  -- A customer counts once per product: only when none of their earlier orders was of it.
  INSERT INTO analytics_products (banker_id, product_id, customers, orders)
    SELECT pair.banker_id, pair.product_id,
           (count(*) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM orders o
              WHERE o.customer_id = pair.customer_id AND o.product_id = pair.product_id
                AND o.banker_id = pair.banker_id AND o.id < pair.first_id)))::int,
           sum(pair.n)::int
    FROM (SELECT banker_id, product_id, customer_id, count(*) AS n, min(id) AS first_id
          FROM added GROUP BY 1, 2, 3) pair
    GROUP BY 1, 2
  ON CONFLICT (banker_id, product_id) DO UPDATE SET
    customers = analytics_products.customers + excluded.customers,
    orders = analytics_products.orders + excluded.orders;
  INSERT INTO analytics_versions (banker_id) SELECT DISTINCT banker_id FROM added
  ON CONFLICT (banker_id) DO UPDATE SET version = analytics_versions.version + 1, changed_at = now();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_orders_removed() RETURNS trigger AS $$
BEGIN
  UPDATE analytics_people ap SET orders = ap.orders - r.n
    FROM (SELECT banker_id, customer_id, count(*)::int AS n FROM removed GROUP BY 1, 2) r
    WHERE ap.banker_id = r.banker_id AND ap.customer_id = r.customer_id;
  -- Someone left without orders stays only while they are still the banker's lead.
  DELETE FROM analytics_people ap USING (SELECT DISTINCT banker_id, customer_id FROM removed) r
    WHERE ap.banker_id = r.banker_id AND ap.customer_id = r.customer_id AND ap.orders <= 0
      AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.banker_id = r.banker_id AND l.customer_id = r.customer_id);
  UPDATE analytics_products ap SET
      customers = ap.customers - r.gone,
      orders = ap.orders - r.n
    FROM (SELECT pair.banker_id, pair.product_id, sum(pair.n)::int AS n,
                 (count(*) FILTER (WHERE NOT EXISTS (
                    SELECT 1 FROM orders o
                    WHERE o.customer_id = pair.customer_id AND o.product_id = pair.product_id
                      AND o.banker_id = pair.banker_id)))::int AS gone
          FROM (SELECT banker_id, product_id, customer_id, count(*) AS n FROM removed GROUP BY 1, 2, 3) pair
          GROUP BY 1, 2) r
    WHERE ap.banker_id = r.banker_id AND ap.product_id = r.product_id;
  DELETE FROM analytics_products WHERE orders <= 0
    AND banker_id IN (SELECT DISTINCT banker_id FROM removed);
  UPDATE analytics_versions SET version = version + 1, changed_at = now()
    WHERE banker_id IN (SELECT DISTINCT banker_id FROM removed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_leads_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_people (banker_id, customer_id, orders, full_name, sort_name, search_text, email, principal_contact)
    SELECT a.banker_id, a.customer_id, 0, p.full_name, analytics_fold(p.full_name),
           analytics_search_text(p.full_name, p.email, p.principal_contact), p.email, p.principal_contact
    FROM added a JOIN persons p ON p.id = a.customer_id
  ON CONFLICT (banker_id, customer_id) DO NOTHING;
  INSERT INTO analytics_versions (banker_id) SELECT DISTINCT banker_id FROM added
  ON CONFLICT (banker_id) DO UPDATE SET version = analytics_versions.version + 1, changed_at = now();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_leads_removed() RETURNS trigger AS $$
BEGIN
  DELETE FROM analytics_people ap USING removed r
    WHERE ap.banker_id = r.banker_id AND ap.customer_id = r.customer_id AND ap.orders <= 0;
  UPDATE analytics_versions SET version = version + 1, changed_at = now()
    WHERE banker_id IN (SELECT DISTINCT banker_id FROM removed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A person's new name, e-mail or contact shows in every book they are in.
CREATE OR REPLACE FUNCTION analytics_person_changed() RETURNS trigger AS $$
BEGIN
  UPDATE analytics_people SET
      full_name = NEW.full_name,
      sort_name = analytics_fold(NEW.full_name),
      search_text = analytics_search_text(NEW.full_name, NEW.email, NEW.principal_contact),
      email = NEW.email,
      principal_contact = NEW.principal_contact
    WHERE customer_id = NEW.id;
  UPDATE analytics_versions SET version = version + 1, changed_at = now()
    WHERE banker_id IN (SELECT banker_id FROM analytics_people WHERE customer_id = NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_analytics_added AFTER INSERT ON orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_added();
--> statement-breakpoint
CREATE TRIGGER orders_analytics_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_removed();
--> statement-breakpoint
-- An order's banker, customer and product are never changed once stored: the counts rely on it.
CREATE OR REPLACE FUNCTION analytics_order_fixed() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'an order keeps its banker, customer and product';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_analytics_fixed BEFORE UPDATE OF banker_id, customer_id, product_id ON orders
  FOR EACH ROW WHEN (OLD.banker_id IS DISTINCT FROM NEW.banker_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
                     OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION analytics_order_fixed();
--> statement-breakpoint
CREATE TRIGGER leads_analytics_added AFTER INSERT ON leads REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_added();
--> statement-breakpoint
CREATE TRIGGER leads_analytics_removed AFTER DELETE ON leads REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_removed();
--> statement-breakpoint
CREATE TRIGGER persons_analytics_changed AFTER UPDATE OF full_name, email, principal_contact ON persons
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email
                     OR OLD.principal_contact IS DISTINCT FROM NEW.principal_contact)
  EXECUTE FUNCTION analytics_person_changed();
--> statement-breakpoint
-- The books already stored.
INSERT INTO analytics_people (banker_id, customer_id, orders, full_name, sort_name, search_text, email, principal_contact)
  SELECT b.banker_id, b.customer_id, coalesce(o.n, 0), p.full_name, analytics_fold(p.full_name),
         analytics_search_text(p.full_name, p.email, p.principal_contact), p.email, p.principal_contact
  FROM (SELECT banker_id, customer_id FROM leads UNION SELECT banker_id, customer_id FROM orders) b
  JOIN persons p ON p.id = b.customer_id
  LEFT JOIN (SELECT banker_id, customer_id, count(*)::int AS n FROM orders GROUP BY 1, 2) o
    ON o.banker_id = b.banker_id AND o.customer_id = b.customer_id;
--> statement-breakpoint
INSERT INTO analytics_products (banker_id, product_id, customers, orders)
  SELECT banker_id, product_id, count(DISTINCT customer_id)::int, count(*)::int FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO analytics_versions (banker_id)
  SELECT banker_id FROM leads UNION SELECT banker_id FROM orders;
--> statement-breakpoint
-- Where the server has pg_trgm (PostgreSQL ships it; the embedded PGlite does not load it), the
-- search of a large book reads a trigram index instead of every person's text.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX analytics_people_search_idx ON analytics_people USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the Analytics search reads the whole book';
END $$;
