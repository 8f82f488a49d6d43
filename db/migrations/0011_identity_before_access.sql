ALTER TABLE "auth_users" ADD COLUMN "proven_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sending_suspended_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that followed a confirmation or invitation sent to their address have proven it; an
-- address confirmed at sign-up without a link (AUTH_CONFIRM_EMAIL=false) has not.
UPDATE "auth_users" SET "proven_email" = lower("email") WHERE "email" IS NOT NULL AND "email_confirmed_at" IS NOT NULL AND ("email_confirmed_at" >= "confirmation_sent_at" OR "email_confirmed_at" >= "invited_at");
