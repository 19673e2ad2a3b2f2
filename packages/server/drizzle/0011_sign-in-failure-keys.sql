-- The throttle counts trusted devices too (`device:<nonce>`, see src/auth/device-cookie.ts), not only phones.
ALTER TABLE "sign_in_failures" RENAME COLUMN "phone" TO "key";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ALTER COLUMN "key" SET DATA TYPE varchar(40);
