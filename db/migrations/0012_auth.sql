ALTER TYPE "public"."auth_amr_method" ADD VALUE 'mfa/recovery_code';--> statement-breakpoint
CREATE TABLE "auth_mfa_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_mfa_recovery_codes_code_hash_not_blank" CHECK ("auth_mfa_recovery_codes"."code_hash" ~ '[^[:space:]]')
);
--> statement-breakpoint
ALTER TABLE "auth_mfa_recovery_codes" ADD CONSTRAINT "auth_mfa_recovery_codes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_recovery_codes_user_hash_key" ON "auth_mfa_recovery_codes" USING btree ("user_id","code_hash");