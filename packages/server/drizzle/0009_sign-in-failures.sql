CREATE TABLE "sign_in_failures" (
	"phone" varchar(12) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_at_idx" ON "sign_in_failures" USING btree ("last_failure_at");