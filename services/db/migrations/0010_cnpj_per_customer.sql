-- A company registration is its customer's own: another customer's registration of the same
-- CNPJ (true or not) no longer blocks the real company.
DROP INDEX "business_companies_cnpj_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "business_companies_owner_cnpj_idx" ON "business_companies" USING btree ("owner_id", "cnpj");
--> statement-breakpoint
CREATE INDEX "business_companies_cnpj_idx" ON "business_companies" USING btree ("cnpj");
