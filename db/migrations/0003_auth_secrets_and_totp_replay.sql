CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secrets_value_long_enough" CHECK (length("app_secrets"."value") >= 32),
	CONSTRAINT "app_secrets_name_not_blank" CHECK ("app_secrets"."name" ~ '[^[:space:]]')
);
--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" ADD COLUMN "last_totp_step" integer;