ALTER TABLE "auth_tokens" ADD COLUMN "purpose" varchar(8) DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Verification codes mailed before this version sat in plain text in the outbox: mask them.
UPDATE "mail_outbox" SET "subject" = regexp_replace("subject", '[0-9]{6}', '••••••', 'g'), "text" = regexp_replace("text", '[0-9]{6}', '••••••', 'g'), "html" = regexp_replace("html", '[0-9]{6}', '••••••', 'g') WHERE "subject" LIKE 'Seu código de verificação:%';
