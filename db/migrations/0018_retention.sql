CREATE TABLE "retention_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"bank_details_days" integer NOT NULL,
	"document_years" integer NOT NULL,
	"inactive_lead_days" integer NOT NULL,
	"expired_access_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_policy_one_row" CHECK ("retention_policy"."id" = 1),
	CONSTRAINT "retention_policy_bank_details_days_range" CHECK ("retention_policy"."bank_details_days" between 1 and 365),
	CONSTRAINT "retention_policy_document_years_range" CHECK ("retention_policy"."document_years" between 5 and 30),
	CONSTRAINT "retention_policy_inactive_lead_days_range" CHECK ("retention_policy"."inactive_lead_days" between 30 and 730),
	CONSTRAINT "retention_policy_expired_access_days_range" CHECK ("retention_policy"."expired_access_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "closing_documents" ADD COLUMN "disposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_policy" ADD CONSTRAINT "retention_policy_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;