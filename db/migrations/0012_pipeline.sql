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
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_notes_lead_idx" ON "pipeline_notes" USING btree ("lead_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pipeline_notes_service_request_idx" ON "pipeline_notes" USING btree ("service_request_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_owner_id_idx" ON "leads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "service_requests_owner_id_idx" ON "service_requests" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_lead_id_idx" ON "service_requests" USING btree ("lead_id") WHERE "service_requests"."lead_id" is not null;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_sale_price_positive" CHECK (coalesce("service_requests"."sale_price_cents", 0) >= 0);