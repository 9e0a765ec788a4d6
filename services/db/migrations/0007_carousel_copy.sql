ALTER TABLE "carousel_images" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_images" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_images" ADD COLUMN "cta" text DEFAULT '' NOT NULL;