CREATE TYPE "public"."application_status" AS ENUM('new', 'collect', 'signet', 'package', 'branch_driver_selected', 'pickup', 'send_post_from_branch', 'send_post_from_client', 'moving', 'not_packed', 'on_the_way', 'end', 'return_to_branch', 'reject', 'branch_accepted', 'arrived_branch', 'confirm', 'collected', 'loading', 'loaded', 'on_driver', 'finish', 'in_driver', 'driver_selected', 'returned_branch', 'return', 'replacement');--> statement-breakpoint
CREATE TYPE "public"."application_step" AS ENUM('registered', 'collecting', 'packing', 'ready_to_load', 'loading', 'in_transit', 'at_branch', 'out_for_delivery', 'delivered', 'returning');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('draft', 'approved');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('cash', 'card', 'transfer', 'installment');--> statement-breakpoint
CREATE TABLE "application_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "application_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "application_products_quantity_positive" CHECK ("application_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "application_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"step" "application_step" NOT NULL,
	"status" "application_status" NOT NULL,
	"from_step" "application_step",
	"is_step_back" boolean DEFAULT false NOT NULL,
	"branch_id" integer,
	"user_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"load_number" text,
	"invoice_number" text,
	"counteragent" text NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"driver_id" integer,
	"car_number" text,
	"register_branch_id" integer NOT NULL,
	"sale_branch_id" integer,
	"write_off_branch_id" integer,
	"online_user_id" integer,
	"agent_id" integer,
	"status" "application_status" NOT NULL,
	"step" "application_step" NOT NULL,
	"step_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step_duration_minutes" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_deadline" timestamp with time zone,
	"comment" text,
	"pinfl" varchar(14),
	"inn" varchar(9),
	"card_number" text,
	"card_expiry" varchar(5),
	"contract_number" text,
	"registered_address" text,
	"landmark" text,
	"is_printed" boolean DEFAULT false NOT NULL,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"is_distributed" boolean DEFAULT false NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_by_id" integer,
	"freeze_reason" text,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "applications_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "applications_pinfl_format" CHECK ("applications"."pinfl" ~ '^[0-9]{14}$'),
	CONSTRAINT "applications_inn_format" CHECK ("applications"."inn" ~ '^[0-9]{9}$'),
	CONSTRAINT "applications_frozen_has_time" CHECK ((NOT "applications"."is_frozen") OR "applications"."frozen_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"code" text NOT NULL,
	"series" text,
	"brand" text,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"volume_m3" double precision DEFAULT 0 NOT NULL,
	"color" text,
	"imei" varchar(15),
	"image_url" text,
	"status" "approval_status" DEFAULT 'draft' NOT NULL,
	"is_repeat_delivery" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_imei_format" CHECK ("products"."imei" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_products" ADD CONSTRAINT "application_products_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_products" ADD CONSTRAINT "application_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_register_branch_id_branches_id_fk" FOREIGN KEY ("register_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sale_branch_id_branches_id_fk" FOREIGN KEY ("sale_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_write_off_branch_id_branches_id_fk" FOREIGN KEY ("write_off_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_online_user_id_users_id_fk" FOREIGN KEY ("online_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_frozen_by_id_users_id_fk" FOREIGN KEY ("frozen_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_comments_application_idx" ON "application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_products_application_idx" ON "application_products" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_steps_application_idx" ON "application_steps" USING btree ("application_id","started_at");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_register_branch_idx" ON "applications" USING btree ("register_branch_id","id");--> statement-breakpoint
CREATE INDEX "applications_step_idx" ON "applications" USING btree ("step","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_driver_idx" ON "applications" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "applications_agent_idx" ON "applications" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "applications_online_user_idx" ON "applications" USING btree ("online_user_id");--> statement-breakpoint
CREATE INDEX "applications_sale_branch_idx" ON "applications" USING btree ("sale_branch_id");--> statement-breakpoint
CREATE INDEX "applications_frozen_idx" ON "applications" USING btree ("frozen_at") WHERE "applications"."is_frozen";