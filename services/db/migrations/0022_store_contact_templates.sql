CREATE TABLE "store_contact_templates" (
	"banker_id" integer NOT NULL,
	"template" varchar(24) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "store_contact_templates_banker_id_template_pk" PRIMARY KEY("banker_id","template")
);
--> statement-breakpoint
ALTER TABLE "store_contact_templates" ADD CONSTRAINT "store_contact_templates_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;