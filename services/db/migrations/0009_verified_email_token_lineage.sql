-- When the e-mail of a person was proven (a code came back from it); null for a lead or a sign-up nobody confirmed.
ALTER TABLE "persons" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- People already here with a password, a login or another role than customer count as the owners of their e-mail.
UPDATE "persons" SET "email_verified_at" = "created_at" WHERE "password_hash" IS NOT NULL OR "last_login" IS NOT NULL OR "person_type" <> 1;--> statement-breakpoint
-- The token a refresh replaced, so a logout of it ends its replacement too.
ALTER TABLE "auth_tokens" ADD COLUMN "parent_id" integer;--> statement-breakpoint
CREATE INDEX "auth_tokens_parent_idx" ON "auth_tokens" USING btree ("parent_id");--> statement-breakpoint
-- The code a sign-up mails to confirm itself (validating it keeps what the sign-up stored).
ALTER TABLE "verification_codes" ADD COLUMN "registration" boolean DEFAULT false NOT NULL;
