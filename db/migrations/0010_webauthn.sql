ALTER TYPE "public"."auth_amr_method" ADD VALUE 'passkey';--> statement-breakpoint
ALTER TYPE "public"."auth_amr_method" ADD VALUE 'mfa/webauthn';--> statement-breakpoint
ALTER TYPE "public"."auth_factor_type" ADD VALUE 'webauthn';--> statement-breakpoint
CREATE TABLE "auth_webauthn_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"factor_id" uuid,
	"kind" text NOT NULL,
	"challenge" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_webauthn_challenges_kind" CHECK ("auth_webauthn_challenges"."kind" in ('registration', 'authentication', 'factor_create', 'factor_request')),
	CONSTRAINT "auth_webauthn_challenges_factor_kinds_have_factor" CHECK ("auth_webauthn_challenges"."kind" not like 'factor_%' or "auth_webauthn_challenges"."factor_id" is not null),
	CONSTRAINT "auth_webauthn_challenges_expiry_after_creation" CHECK ("auth_webauthn_challenges"."expires_at" > "auth_webauthn_challenges"."created_at")
);
--> statement-breakpoint
CREATE TABLE "auth_webauthn_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"factor_id" uuid,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aaguid" uuid,
	"friendly_name" text,
	"backup_eligible" boolean DEFAULT false NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "auth_webauthn_credentials_credential_id_not_blank" CHECK ("auth_webauthn_credentials"."credential_id" ~ '[^[:space:]]'),
	CONSTRAINT "auth_webauthn_credentials_friendly_name_length" CHECK (char_length("auth_webauthn_credentials"."friendly_name") <= 120)
);
--> statement-breakpoint
ALTER TABLE "auth_webauthn_challenges" ADD CONSTRAINT "auth_webauthn_challenges_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_webauthn_challenges" ADD CONSTRAINT "auth_webauthn_challenges_factor_id_auth_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_mfa_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_webauthn_credentials" ADD CONSTRAINT "auth_webauthn_credentials_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_webauthn_credentials" ADD CONSTRAINT "auth_webauthn_credentials_factor_id_auth_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_mfa_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_webauthn_challenges_user_id_idx" ON "auth_webauthn_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_webauthn_challenges_factor_id_idx" ON "auth_webauthn_challenges" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "auth_webauthn_challenges_expires_at_idx" ON "auth_webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_webauthn_credentials_credential_id_key" ON "auth_webauthn_credentials" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "auth_webauthn_credentials_user_id_idx" ON "auth_webauthn_credentials" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_webauthn_credentials_factor_id_key" ON "auth_webauthn_credentials" USING btree ("factor_id");