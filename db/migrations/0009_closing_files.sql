CREATE SEQUENCE "public"."closing_file_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "closing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"visibility" text DEFAULT 'professionals' NOT NULL,
	"label" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "closing_documents_name_not_blank" CHECK ("closing_documents"."name" ~ '[^[:space:]]'),
	CONSTRAINT "closing_documents_visibility_known" CHECK ("closing_documents"."visibility" in ('staff', 'professionals', 'everyone')),
	CONSTRAINT "closing_documents_sha256_shape" CHECK ("closing_documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "closing_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_number" text NOT NULL,
	"property_address" text NOT NULL,
	"county" text NOT NULL,
	"kind" text NOT NULL,
	"title_evidence" text DEFAULT 'abstract_opinion_itg' NOT NULL,
	"sale_price_cents" bigint,
	"loan_amount_cents" bigint,
	"closing_at" timestamp with time zone,
	"closing_time_set" boolean DEFAULT false NOT NULL,
	"closing_place" text,
	"closing_location" text,
	"notes" text,
	"service_request_id" uuid,
	"created_by" uuid,
	"completed_at" timestamp with time zone,
	"next_milestone" text,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_files_file_number_unique" UNIQUE("file_number"),
	CONSTRAINT "closing_files_address_not_blank" CHECK ("closing_files"."property_address" ~ '[^[:space:]]'),
	CONSTRAINT "closing_files_county_not_blank" CHECK ("closing_files"."county" ~ '[^[:space:]]'),
	CONSTRAINT "closing_files_kind_known" CHECK ("closing_files"."kind" in ('purchase', 'refinance', 'cash', 'exchange_1031', 'fsbo')),
	CONSTRAINT "closing_files_title_evidence_known" CHECK ("closing_files"."title_evidence" in ('abstract_opinion_itg', 'other')),
	CONSTRAINT "closing_files_place_known" CHECK ("closing_files"."closing_place" is null or "closing_files"."closing_place" in ('office', 'remote_online_notary')),
	CONSTRAINT "closing_files_amounts_positive" CHECK (coalesce("closing_files"."sale_price_cents", 0) >= 0 and coalesce("closing_files"."loan_amount_cents", 0) >= 0),
	CONSTRAINT "closing_files_next_known" CHECK ("closing_files"."next_milestone" is null or "closing_files"."next_milestone" in ('file_opened', 'abstract_ordered', 'abstract_continued', 'title_opinion', 'commitment', 'objections_cleared', 'closing_scheduled', 'settlement_approved', 'closed_disbursed', 'recorded', 'final_opinion', 'certificates_issued'))
);
--> statement-breakpoint
CREATE TABLE "closing_milestone_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"state" text NOT NULL,
	"done_on" date,
	"reason" text,
	"objections" integer,
	"recording_reference" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "closing_milestone_events_milestone_known" CHECK ("closing_milestone_events"."milestone" in ('file_opened', 'abstract_ordered', 'abstract_continued', 'title_opinion', 'commitment', 'objections_cleared', 'closing_scheduled', 'settlement_approved', 'closed_disbursed', 'recorded', 'final_opinion', 'certificates_issued')),
	CONSTRAINT "closing_milestone_events_state_known" CHECK ("closing_milestone_events"."state" in ('pending', 'done', 'waived', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "closing_milestones" (
	"file_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"done_on" date,
	"reason" text,
	"objections" integer,
	"recording_reference" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_milestones_file_id_milestone_pk" PRIMARY KEY("file_id","milestone"),
	CONSTRAINT "closing_milestones_milestone_known" CHECK ("closing_milestones"."milestone" in ('file_opened', 'abstract_ordered', 'abstract_continued', 'title_opinion', 'commitment', 'objections_cleared', 'closing_scheduled', 'settlement_approved', 'closed_disbursed', 'recorded', 'final_opinion', 'certificates_issued')),
	CONSTRAINT "closing_milestones_state_known" CHECK ("closing_milestones"."state" in ('pending', 'done', 'waived', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "closing_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"company" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_parties_role_known" CHECK ("closing_parties"."role" in ('buyer', 'seller', 'listing_agent', 'buyers_agent', 'lender')),
	CONSTRAINT "closing_parties_name_not_blank" CHECK ("closing_parties"."name" ~ '[^[:space:]]'),
	CONSTRAINT "closing_parties_email_shape" CHECK ("closing_parties"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "closing_parties_email_lower" CHECK ("closing_parties"."email" = lower("closing_parties"."email"))
);
--> statement-breakpoint
CREATE TABLE "closing_status_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "closing_status_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_uploaded_by_auth_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestone_events" ADD CONSTRAINT "closing_milestone_events_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestone_events" ADD CONSTRAINT "closing_milestone_events_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_parties" ADD CONSTRAINT "closing_parties_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_status_links" ADD CONSTRAINT "closing_status_links_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_status_links" ADD CONSTRAINT "closing_status_links_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_documents_file_idx" ON "closing_documents" USING btree ("file_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "closing_files_created_at_idx" ON "closing_files" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "closing_files_closing_at_idx" ON "closing_files" USING btree ("closing_at");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_files_service_request_idx" ON "closing_files" USING btree ("service_request_id") WHERE "closing_files"."service_request_id" is not null;--> statement-breakpoint
CREATE INDEX "closing_files_search_trgm_idx" ON "closing_files" USING gin (lower("file_number" || ' ' || "property_address" || ' ' || "county") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "closing_milestone_events_file_idx" ON "closing_milestone_events" USING btree ("file_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "closing_milestone_events_unnotified_idx" ON "closing_milestone_events" USING btree ("created_at") WHERE "closing_milestone_events"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "closing_parties_file_idx" ON "closing_parties" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "closing_parties_email_idx" ON "closing_parties" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_status_links_live_idx" ON "closing_status_links" USING btree ("file_id") WHERE "closing_status_links"."revoked_at" is null;