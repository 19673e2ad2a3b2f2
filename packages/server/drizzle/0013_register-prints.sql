CREATE TABLE "register_prints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"register_id" integer NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_by_id" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "register_products" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "register_prints" ADD CONSTRAINT "register_prints_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_prints" ADD CONSTRAINT "register_prints_printed_by_id_users_id_fk" FOREIGN KEY ("printed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_prints_register_idx" ON "register_prints" USING btree ("register_id","printed_at");--> statement-breakpoint
-- Lines already in registers went in when their register was made; registers already printed keep that print.
UPDATE "register_products" SET "added_at" = "registers"."created_at"
FROM "registers" WHERE "registers"."id" = "register_products"."register_id";--> statement-breakpoint
INSERT INTO "register_prints" ("register_id", "printed_at")
SELECT "id", coalesce("printed_at", "created_at") FROM "registers" WHERE "is_printed";
