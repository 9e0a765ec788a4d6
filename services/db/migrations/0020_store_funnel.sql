CREATE TABLE "store_funnel_counts" (
	"banker_id" integer NOT NULL,
	"day" date NOT NULL,
	"step" varchar(12) NOT NULL,
	"family" varchar(60) DEFAULT '' NOT NULL,
	"source" varchar(60) DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_funnel_counts_banker_id_day_step_family_source_pk" PRIMARY KEY("banker_id","day","step","family","source")
);
--> statement-breakpoint
ALTER TABLE "store_funnel_counts" ADD CONSTRAINT "store_funnel_counts_banker_id_persons_id_fk" FOREIGN KEY ("banker_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;