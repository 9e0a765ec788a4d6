-- An account's e-mail is verified when a code mailed to it was accepted: the auth service then
-- issues a 'reset' token to that account. Noting it here lets data addressed to the e-mail
-- (invitations) follow only a verified owner, without the auth service knowing about it.
CREATE TABLE "verified_emails" (
  "person_id" integer NOT NULL REFERENCES "persons"("id") ON DELETE cascade,
  "email" text NOT NULL,
  "verified_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "verified_emails_person_id_email_pk" PRIMARY KEY ("person_id", "email")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_verified_email() RETURNS trigger AS $$
BEGIN
  INSERT INTO verified_emails (person_id, email)
    SELECT id, email FROM persons WHERE id = NEW.person_id
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_note_verified_email
  AFTER INSERT ON auth_tokens
  FOR EACH ROW WHEN (NEW.purpose = 'reset') EXECUTE FUNCTION note_verified_email();
--> statement-breakpoint
-- A company registration is its customer's own: another customer's registration of the same
-- CNPJ (true or not) no longer blocks the real company.
DROP INDEX "business_companies_cnpj_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "business_companies_owner_cnpj_idx" ON "business_companies" USING btree ("owner_id", "cnpj");
--> statement-breakpoint
CREATE INDEX "business_companies_cnpj_idx" ON "business_companies" USING btree ("cnpj");
