-- Every stored simulation keeps the last day its offers hold: two calendar days after it was made.
ALTER TABLE "interest_records" ADD COLUMN "valid_until" date;--> statement-breakpoint
UPDATE "interest_records" SET "valid_until" = ("created_at"::date + 2);--> statement-breakpoint
ALTER TABLE "interest_records" ALTER COLUMN "valid_until" SET NOT NULL;
