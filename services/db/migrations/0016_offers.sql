-- 'Ofertas para você': the one consented look-up of a customer in a store, and every partner's answer of each pricing.
CREATE TABLE "offer_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lookup_id" uuid,
	"pricing_id" uuid NOT NULL,
	"customer_id" integer NOT NULL,
	"banker_id" integer NOT NULL,
	"partner" varchar(40) NOT NULL,
	"product_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"position" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"term" smallint NOT NULL,
	"valid_until" date,
	"entry" jsonb NOT NULL,
	"request_claimed_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"banker_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"looked_up_on" date NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"monthly_income" numeric(14, 2) NOT NULL,
	"other_instalments" numeric(14, 2) NOT NULL,
	"purpose" varchar(16),
	"bureaus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_entries" ADD CONSTRAINT "offer_entries_lookup_id_offer_lookups_id_fk" FOREIGN KEY ("lookup_id") REFERENCES "public"."offer_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_entries" ADD CONSTRAINT "offer_entries_customer_id_persons_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_entries" ADD CONSTRAINT "offer_entries_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_entries" ADD CONSTRAINT "offer_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lookups" ADD CONSTRAINT "offer_lookups_customer_id_persons_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lookups" ADD CONSTRAINT "offer_lookups_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_entries_lookup_pricing_idx" ON "offer_entries" USING btree ("lookup_id","pricing_id");--> statement-breakpoint
CREATE INDEX "offer_entries_customer_idx" ON "offer_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_entries_order_idx" ON "offer_entries" USING btree ("order_id") WHERE "offer_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_lookups_customer_banker_idx" ON "offer_lookups" USING btree ("customer_id","banker_id");