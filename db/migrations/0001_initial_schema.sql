CREATE TYPE "public"."account_type" AS ENUM('agent', 'lender');--> statement-breakpoint
CREATE TYPE "public"."auth_aal" AS ENUM('aal1', 'aal2');--> statement-breakpoint
CREATE TYPE "public"."auth_amr_method" AS ENUM('password', 'otp', 'magiclink', 'email/signup', 'email_change', 'recovery', 'invite', 'oauth', 'sso/saml', 'anonymous', 'totp', 'mfa/phone', 'token_refresh');--> statement-breakpoint
CREATE TYPE "public"."auth_code_challenge_method" AS ENUM('s256', 'plain');--> statement-breakpoint
CREATE TYPE "public"."auth_factor_status" AS ENUM('unverified', 'verified');--> statement-breakpoint
CREATE TYPE "public"."auth_factor_type" AS ENUM('totp', 'phone');--> statement-breakpoint
CREATE TYPE "public"."auth_one_time_token_type" AS ENUM('confirmation', 'invite', 'recovery', 'magiclink', 'otp', 'email_change_new', 'email_change_current', 'phone_change', 'reauthentication');--> statement-breakpoint
CREATE TYPE "public"."communication_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."communication_type" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."lead_source" AS ENUM('contact', 'guide_download', 'gift_card', 'other');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'converted');--> statement-breakpoint
CREATE TYPE "public"."resource_audience" AS ENUM('public', 'agent', 'non_agent');--> statement-breakpoint
CREATE TYPE "public"."resource_document_type" AS ENUM('fsbo', 'agent', 'lender', 'marketing');--> statement-breakpoint
CREATE TYPE "public"."service_request_status" AS ENUM('new', 'contacted', 'qualified', 'converted');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'in_progress', 'closed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'user');--> statement-breakpoint
CREATE TABLE "auth_flow_state" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"auth_code" text NOT NULL,
	"code_challenge" text NOT NULL,
	"code_challenge_method" "auth_code_challenge_method" NOT NULL,
	"provider_type" text NOT NULL,
	"provider_access_token" text,
	"provider_refresh_token" text,
	"authentication_method" "auth_amr_method" NOT NULL,
	"auth_code_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_flow_state_code_challenge_not_blank" CHECK (length(trim("auth_flow_state"."code_challenge")) > 0),
	CONSTRAINT "auth_flow_state_auth_code_not_blank" CHECK (length(trim("auth_flow_state"."auth_code")) > 0)
);
--> statement-breakpoint
CREATE TABLE "auth_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"identity_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"email" text GENERATED ALWAYS AS (lower(identity_data ->> 'email')) STORED,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_identities_provider_not_blank" CHECK (length(trim("auth_identities"."provider")) > 0),
	CONSTRAINT "auth_identities_provider_id_not_blank" CHECK (length(trim("auth_identities"."provider_id")) > 0)
);
--> statement-breakpoint
CREATE TABLE "auth_mfa_amr_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"authentication_method" "auth_amr_method" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_mfa_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"ip" text,
	"otp_code" text
);
--> statement-breakpoint
CREATE TABLE "auth_mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"friendly_name" text,
	"factor_type" "auth_factor_type" NOT NULL,
	"status" "auth_factor_status" DEFAULT 'unverified' NOT NULL,
	"secret" text,
	"phone" text,
	"last_challenged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_mfa_factors_friendly_name_not_blank" CHECK (length(trim("auth_mfa_factors"."friendly_name")) > 0),
	CONSTRAINT "auth_mfa_factors_totp_has_secret" CHECK ("auth_mfa_factors"."factor_type" <> 'totp' or "auth_mfa_factors"."secret" is not null),
	CONSTRAINT "auth_mfa_factors_phone_has_phone" CHECK ("auth_mfa_factors"."factor_type" <> 'phone' or "auth_mfa_factors"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "auth_one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_type" "auth_one_time_token_type" NOT NULL,
	"token_hash" text NOT NULL,
	"relates_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_one_time_tokens_token_hash_not_blank" CHECK (length(trim("auth_one_time_tokens"."token_hash")) > 0),
	CONSTRAINT "auth_one_time_tokens_relates_to_not_blank" CHECK (length(trim("auth_one_time_tokens"."relates_to")) > 0),
	CONSTRAINT "auth_one_time_tokens_expiry_after_creation" CHECK ("auth_one_time_tokens"."expires_at" > "auth_one_time_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "auth_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_refresh_tokens_token_hash_not_blank" CHECK (length(trim("auth_refresh_tokens"."token_hash")) > 0)
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"aal" "auth_aal" DEFAULT 'aal1' NOT NULL,
	"factor_id" uuid,
	"not_after" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"encrypted_password" text,
	"email_confirmed_at" timestamp with time zone,
	"phone_confirmed_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"recovery_sent_at" timestamp with time zone,
	"email_change" text,
	"email_change_sent_at" timestamp with time zone,
	"email_change_confirm_status" smallint DEFAULT 0 NOT NULL,
	"phone_change" text,
	"phone_change_sent_at" timestamp with time zone,
	"reauthentication_sent_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"raw_app_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raw_user_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"banned_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "auth_users_email_shape" CHECK ("auth_users"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "auth_users_phone_not_blank" CHECK (length(trim("auth_users"."phone")) > 0),
	CONSTRAINT "auth_users_identifier_present" CHECK ("auth_users"."is_anonymous" or "auth_users"."email" is not null or "auth_users"."phone" is not null),
	CONSTRAINT "auth_users_email_change_confirm_status_range" CHECK ("auth_users"."email_change_confirm_status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"type" "account_type",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_shape" CHECK ("profiles"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"message" text,
	"user_id" uuid,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"source" "lead_source" DEFAULT 'contact' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_name_not_blank" CHECK (length(trim("leads"."name")) > 0),
	CONSTRAINT "leads_email_shape" CHECK ("leads"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text,
	"service_type" text NOT NULL,
	"type" text,
	"user_type" "account_type",
	"user_id" uuid,
	"property_address" text,
	"closing_date_requested" date,
	"message" text,
	"status" "service_request_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_name_not_blank" CHECK (length(trim("service_requests"."name")) > 0),
	CONSTRAINT "service_requests_email_shape" CHECK ("service_requests"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "service_requests_service_type_known" CHECK ("service_requests"."service_type" in ('title', 'tc', 'digital-cash', 'cash', 'loan', '1031', 'fsbo', 'ron', 'title-guaranty')),
	CONSTRAINT "service_requests_type_not_blank" CHECK (length(trim("service_requests"."type")) > 0)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"company" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_name_not_blank" CHECK (length(trim("clients"."name")) > 0),
	CONSTRAINT "clients_email_shape" CHECK ("clients"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "clients_phone_not_blank" CHECK (length(trim("clients"."phone")) > 0)
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "communication_type" NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"recipient" text,
	"status" "communication_status" DEFAULT 'queued' NOT NULL,
	"outbox_id" uuid,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communications_content_not_blank" CHECK (length(trim("communications"."content")) > 0),
	CONSTRAINT "communications_email_has_subject" CHECK ("communications"."type" <> 'email' or length(trim("communications"."subject")) > 0)
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_name_not_blank" CHECK (length(trim("email_templates"."name")) > 0),
	CONSTRAINT "email_templates_subject_not_blank" CHECK (length(trim("email_templates"."subject")) > 0),
	CONSTRAINT "email_templates_content_not_blank" CHECK (length(trim("email_templates"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'sale' NOT NULL,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"property_address" text,
	"closing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_not_blank" CHECK (length(trim("transactions"."type")) > 0)
);
--> statement-breakpoint
CREATE TABLE "resource_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" "resource_document_type" NOT NULL,
	"audience" "resource_audience" NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_documents_slug_format" CHECK ("resource_documents"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "resource_documents_name_not_blank" CHECK (length(trim("resource_documents"."name")) > 0),
	CONSTRAINT "resource_documents_storage_path_relative" CHECK ("resource_documents"."storage_path" ~ '^[a-z0-9][a-z0-9/._-]*$' and "resource_documents"."storage_path" not like '%..%')
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_action_not_blank" CHECK (length(trim("audit_events"."action")) > 0),
	CONSTRAINT "audit_events_target_id_needs_type" CHECK ("audit_events"."target_id" is null or "audit_events"."target_type" is not null)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_pkey" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limits_key_not_blank" CHECK (length(trim("rate_limits"."key")) > 0),
	CONSTRAINT "rate_limits_count_nonnegative" CHECK ("rate_limits"."count" >= 0),
	CONSTRAINT "rate_limits_expiry_after_start" CHECK ("rate_limits"."expires_at" > "rate_limits"."window_start")
);
--> statement-breakpoint
ALTER TABLE "auth_flow_state" ADD CONSTRAINT "auth_flow_state_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_identities" ADD CONSTRAINT "auth_identities_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_mfa_amr_claims" ADD CONSTRAINT "auth_mfa_amr_claims_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_mfa_challenges" ADD CONSTRAINT "auth_mfa_challenges_factor_id_auth_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_mfa_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" ADD CONSTRAINT "auth_mfa_factors_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD CONSTRAINT "auth_refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD CONSTRAINT "auth_refresh_tokens_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_factor_id_auth_mfa_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_mfa_factors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_flow_state_auth_code_key" ON "auth_flow_state" USING btree ("auth_code");--> statement-breakpoint
CREATE INDEX "auth_flow_state_user_id_method_idx" ON "auth_flow_state" USING btree ("user_id","authentication_method");--> statement-breakpoint
CREATE INDEX "auth_flow_state_created_at_idx" ON "auth_flow_state" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_identities_provider_id_key" ON "auth_identities" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "auth_identities_user_id_idx" ON "auth_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_identities_email_idx" ON "auth_identities" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_amr_claims_session_method_key" ON "auth_mfa_amr_claims" USING btree ("session_id","authentication_method");--> statement-breakpoint
CREATE INDEX "auth_mfa_challenges_factor_id_idx" ON "auth_mfa_challenges" USING btree ("factor_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_mfa_factors_user_id_idx" ON "auth_mfa_factors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_factors_user_friendly_name_key" ON "auth_mfa_factors" USING btree ("user_id","friendly_name");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_factors_user_phone_verified_key" ON "auth_mfa_factors" USING btree ("user_id","phone") WHERE "auth_mfa_factors"."factor_type" = 'phone' and "auth_mfa_factors"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "auth_one_time_tokens_user_type_key" ON "auth_one_time_tokens" USING btree ("user_id","token_type");--> statement-breakpoint
CREATE INDEX "auth_one_time_tokens_token_hash_idx" ON "auth_one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_one_time_tokens_relates_to_idx" ON "auth_one_time_tokens" USING btree ("relates_to");--> statement-breakpoint
CREATE INDEX "auth_one_time_tokens_expires_at_idx" ON "auth_one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_refresh_tokens_token_hash_key" ON "auth_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_refresh_tokens_session_id_idx" ON "auth_refresh_tokens" USING btree ("session_id","revoked");--> statement-breakpoint
CREATE INDEX "auth_refresh_tokens_user_id_idx" ON "auth_refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_refresh_tokens_parent_idx" ON "auth_refresh_tokens" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_not_after_idx" ON "auth_sessions" USING btree ("not_after");--> statement-breakpoint
CREATE INDEX "auth_sessions_factor_id_idx" ON "auth_sessions" USING btree ("factor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_email_lower_key" ON "auth_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_phone_key" ON "auth_users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "auth_users_created_at_idx" ON "auth_users" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_role_created_at_idx" ON "profiles" USING btree ("role" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_type_idx" ON "profiles" USING btree ("type") WHERE "profiles"."type" is not null;--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_user_id_idx" ON "leads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_status_created_at_idx" ON "service_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_user_id_idx" ON "service_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_user_id_created_at_idx" ON "clients" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "communications_client_id_created_at_idx" ON "communications" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "communications_user_id_idx" ON "communications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "communications_outbox_id_idx" ON "communications" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_key" ON "email_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "transactions_user_id_created_at_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "resource_documents_slug_key" ON "resource_documents" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_documents_storage_path_key" ON "resource_documents" USING btree ("storage_path");--> statement-breakpoint
CREATE INDEX "resource_documents_type_idx" ON "resource_documents" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "resource_documents_audience_idx" ON "resource_documents" USING btree ("audience","sort_order");--> statement-breakpoint
CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_id_created_at_idx" ON "audit_events" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");