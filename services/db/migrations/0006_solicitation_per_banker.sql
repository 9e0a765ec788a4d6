DROP INDEX "solicitations_customer_product_idx";--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "solicitations_customer_banker_product_idx" ON "solicitations" USING btree ("customer_id","banker_id","product_id") WHERE "solicitations"."customer_id" is not null;