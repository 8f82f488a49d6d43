CREATE TABLE "closing_file_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid,
	"actor_id" uuid,
	"actor_label" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_notified_at" timestamp with time zone,
	"tell_staff" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "closing_request_documents" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_request_documents_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "closing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rule_key" text,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"owner" text NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"visibility" text DEFAULT 'professionals' NOT NULL,
	"answer" jsonb,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"answered_by_user" uuid,
	"answered_by_party" uuid,
	"review_note" text,
	"sent_back_count" integer DEFAULT 0 NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_requests_kind_known" CHECK ("closing_requests"."kind" in ('abstract_location', 'payoff_authorization', 'declaration_of_value', 'groundwater_hazard', 'septic_inspection', 'insurance_binder', 'vesting', 'exchange_intermediary', 'purchase_agreement', 'commission_instructions', 'lender_instructions', 'loan_documents_date', 'title_requirement', 'opinion_objection', 'other')),
	CONSTRAINT "closing_requests_owner_known" CHECK ("closing_requests"."owner" in ('buyer', 'seller', 'listing_agent', 'buyers_agent', 'lender', 'staff')),
	CONSTRAINT "closing_requests_status_known" CHECK ("closing_requests"."status" in ('open', 'submitted', 'accepted', 'waived')),
	CONSTRAINT "closing_requests_visibility_known" CHECK ("closing_requests"."visibility" in ('staff', 'professionals', 'everyone')),
	CONSTRAINT "closing_requests_title_not_blank" CHECK ("closing_requests"."title" ~ '[^[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "request_digests" (
	"recipient" text NOT NULL,
	"day" date NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_digests_recipient_day_pk" PRIMARY KEY("recipient","day")
);
--> statement-breakpoint
CREATE TABLE "status_link_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_link_codes_channel_known" CHECK ("status_link_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "status_link_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_link_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "seller_loan_count" integer;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "extra_counties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "private_sewage" boolean;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "office" text;--> statement-breakpoint
ALTER TABLE "closing_parties" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD CONSTRAINT "closing_file_events_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD CONSTRAINT "closing_file_events_request_id_closing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."closing_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD CONSTRAINT "closing_file_events_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_request_documents" ADD CONSTRAINT "closing_request_documents_request_id_closing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."closing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_request_documents" ADD CONSTRAINT "closing_request_documents_document_id_closing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."closing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_answered_by_user_auth_users_id_fk" FOREIGN KEY ("answered_by_user") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_answered_by_party_closing_parties_id_fk" FOREIGN KEY ("answered_by_party") REFERENCES "public"."closing_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_link_codes" ADD CONSTRAINT "status_link_codes_link_id_closing_status_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."closing_status_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_link_codes" ADD CONSTRAINT "status_link_codes_party_id_closing_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."closing_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_link_sessions" ADD CONSTRAINT "status_link_sessions_link_id_closing_status_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."closing_status_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_link_sessions" ADD CONSTRAINT "status_link_sessions_party_id_closing_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."closing_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_file_events_file_idx" ON "closing_file_events" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "closing_file_events_staff_untold_idx" ON "closing_file_events" USING btree ("created_at") WHERE "closing_file_events"."tell_staff" and "closing_file_events"."staff_notified_at" is null;--> statement-breakpoint
CREATE INDEX "closing_file_events_sent_back_untold_idx" ON "closing_file_events" USING btree ("created_at") WHERE "closing_file_events"."kind" = 'request.sent_back' and "closing_file_events"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_request_documents_document_idx" ON "closing_request_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "closing_requests_file_idx" ON "closing_requests" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_requests_rule_idx" ON "closing_requests" USING btree ("file_id","rule_key") WHERE "closing_requests"."rule_key" is not null;--> statement-breakpoint
CREATE INDEX "closing_requests_attention_idx" ON "closing_requests" USING btree ("due_on","id") WHERE "closing_requests"."status" in ('open', 'submitted');--> statement-breakpoint
CREATE INDEX "status_link_codes_party_idx" ON "status_link_codes" USING btree ("link_id","party_id","created_at");--> statement-breakpoint
CREATE INDEX "status_link_sessions_link_idx" ON "status_link_sessions" USING btree ("link_id");--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_seller_loans_range" CHECK ("closing_files"."seller_loan_count" is null or "closing_files"."seller_loan_count" between 0 and 9);--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_office_known" CHECK ("closing_files"."office" is null or "closing_files"."office" in ('Cedar Falls', 'Pella', 'Le Mars', 'Johnston', 'Cedar Rapids'));