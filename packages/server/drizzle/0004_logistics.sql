CREATE TYPE "public"."car_status" AS ENUM('active', 'repair', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."cargo_status" AS ENUM('draft', 'sent', 'received');--> statement-breakpoint
CREATE TYPE "public"."register_kind" AS ENUM('collected', 'loading', 'end_of_day');--> statement-breakpoint
CREATE TABLE "car_users" (
	"car_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "car_users_car_id_user_id_pk" PRIMARY KEY("car_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"status" "cargo_status" DEFAULT 'draft' NOT NULL,
	"sender_branch_id" integer NOT NULL,
	"receiver_branch_id" integer NOT NULL,
	"car_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "cargo_number_unique" UNIQUE("number"),
	CONSTRAINT "cargo_between_branches" CHECK ("cargo"."sender_branch_id" <> "cargo"."receiver_branch_id")
);
--> statement-breakpoint
CREATE TABLE "cargo_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargo_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cargo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "cargo_products_once" UNIQUE("cargo_id","product_id"),
	CONSTRAINT "cargo_products_quantity_positive" CHECK ("cargo_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model" text NOT NULL,
	"government_number" text NOT NULL,
	"status" "car_status" DEFAULT 'active' NOT NULL,
	"driver_name" text,
	"branch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_government_number_unique" UNIQUE("government_number")
);
--> statement-breakpoint
CREATE TABLE "deadlines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deadlines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"date" date NOT NULL,
	"task" text NOT NULL,
	"branch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "deadlines_month_task_branch" UNIQUE NULLS NOT DISTINCT("month","task","branch_id"),
	CONSTRAINT "deadlines_date_in_month" CHECK (to_char("deadlines"."date", 'YYYY-MM') = "deadlines"."month")
);
--> statement-breakpoint
CREATE TABLE "kd_register_applications" (
	"kd_register_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	CONSTRAINT "kd_register_applications_kd_register_id_application_id_pk" PRIMARY KEY("kd_register_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "kd_registers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kd_registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"driver_id" integer,
	"car_number" text,
	"branch_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kd_registers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"from_branch_id" integer NOT NULL,
	"to_branch_id" integer NOT NULL,
	"car_number" text,
	"driver_id" integer,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attachment_applications" (
	"attachment_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	CONSTRAINT "order_attachment_applications_attachment_id_application_id_pk" PRIMARY KEY("attachment_id","application_id"),
	CONSTRAINT "order_attachment_applications_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "order_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "packing_time_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packing_time_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"old_time" timestamp with time zone NOT NULL,
	"new_time" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_id" integer,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "register_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"register_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"series" text,
	CONSTRAINT "register_products_once" UNIQUE("register_id","product_id"),
	CONSTRAINT "register_products_quantity_positive" CHECK ("register_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"kind" "register_kind" NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_printed" boolean DEFAULT false NOT NULL,
	"printed_at" timestamp with time zone,
	"branch_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"approved_at" timestamp with time zone,
	"approved_by_id" integer,
	CONSTRAINT "registers_number_unique" UNIQUE("number"),
	CONSTRAINT "registers_status_known" CHECK ("registers"."status" in ('draft', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "unknown_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unknown_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"sku" text,
	"imei" text,
	"branch_id" integer NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_users" ADD CONSTRAINT "car_users_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_users" ADD CONSTRAINT "car_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_sender_branch_id_branches_id_fk" FOREIGN KEY ("sender_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_receiver_branch_id_branches_id_fk" FOREIGN KEY ("receiver_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_products" ADD CONSTRAINT "cargo_products_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_products" ADD CONSTRAINT "cargo_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadlines" ADD CONSTRAINT "deadlines_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadlines" ADD CONSTRAINT "deadlines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kd_register_applications" ADD CONSTRAINT "kd_register_applications_kd_register_id_kd_registers_id_fk" FOREIGN KEY ("kd_register_id") REFERENCES "public"."kd_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kd_register_applications" ADD CONSTRAINT "kd_register_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kd_registers" ADD CONSTRAINT "kd_registers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kd_registers" ADD CONSTRAINT "kd_registers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_from_branch_id_branches_id_fk" FOREIGN KEY ("from_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_to_branch_id_branches_id_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachment_applications" ADD CONSTRAINT "order_attachment_applications_attachment_id_order_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."order_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachment_applications" ADD CONSTRAINT "order_attachment_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_time_changes" ADD CONSTRAINT "packing_time_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_time_changes" ADD CONSTRAINT "packing_time_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_products" ADD CONSTRAINT "register_products_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_products" ADD CONSTRAINT "register_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_products" ADD CONSTRAINT "unknown_products_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_users_user_idx" ON "car_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cargo_created_idx" ON "cargo" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kd_registers_day_idx" ON "kd_registers" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "movements_moved_idx" ON "movements" USING btree ("moved_at");--> statement-breakpoint
CREATE INDEX "movements_application_idx" ON "movements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "order_attachments_car_idx" ON "order_attachments" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "order_attachments_created_idx" ON "order_attachments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "packing_time_changes_application_idx" ON "packing_time_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "registers_branch_day_idx" ON "registers" USING btree ("branch_id","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registers_end_of_day_once" ON "registers" USING btree ("branch_id","business_date") WHERE "registers"."kind" = 'end_of_day';--> statement-breakpoint
CREATE INDEX "unknown_products_found_idx" ON "unknown_products" USING btree ("found_at");