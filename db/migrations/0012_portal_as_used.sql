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
CREATE TABLE "pipeline_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"service_request_id" uuid,
	"kind" text NOT NULL,
	"author_id" uuid,
	"subject" text,
	"body" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_notes_one_target" CHECK (("pipeline_notes"."lead_id" is null) <> ("pipeline_notes"."service_request_id" is null)),
	CONSTRAINT "pipeline_notes_kind_known" CHECK ("pipeline_notes"."kind" in ('note', 'email')),
	CONSTRAINT "pipeline_notes_body_not_blank" CHECK ("pipeline_notes"."body" ~ '[^[:space:]]')
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "sale_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD COLUMN "by_party" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD COLUMN "staff_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "closer_name" text;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "closer_phone" text;--> statement-breakpoint
ALTER TABLE "auth_mfa_recovery_codes" ADD CONSTRAINT "auth_mfa_recovery_codes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_mfa_recovery_codes_user_hash_key" ON "auth_mfa_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "pipeline_notes_lead_idx" ON "pipeline_notes" USING btree ("lead_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pipeline_notes_service_request_idx" ON "pipeline_notes" USING btree ("service_request_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_owner_id_idx" ON "leads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "service_requests_owner_id_idx" ON "service_requests" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_lead_id_idx" ON "service_requests" USING btree ("lead_id") WHERE "service_requests"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_payload_file_idx" ON "audit_events" USING btree (("payload" ->> 'file_id'),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "closing_documents_staff_unnotified_idx" ON "closing_documents" USING btree ("created_at") WHERE "closing_documents"."by_party" and "closing_documents"."staff_notified_at" is null;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_sale_price_positive" CHECK (coalesce("service_requests"."sale_price_cents", 0) >= 0);