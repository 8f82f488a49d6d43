CREATE TABLE "disbursement_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"party_id" uuid,
	"holder_name" text NOT NULL,
	"account_type" text,
	"visible_digits" text NOT NULL,
	"sealed" text NOT NULL,
	"submitted_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"details_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'unverified' NOT NULL,
	"callback_number" text,
	"callback_source" text,
	"callback_confirmed_by" text,
	"callback_called_at" timestamp with time zone,
	"callback_recorded_by" uuid,
	"callback_recorded_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"entered_by_user" uuid,
	"entered_by_party" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disbursement_accounts_kind_known" CHECK ("disbursement_accounts"."kind" in ('proceeds', 'payoff')),
	CONSTRAINT "disbursement_accounts_state_known" CHECK ("disbursement_accounts"."state" in ('unverified', 'callback_recorded', 'approved')),
	CONSTRAINT "disbursement_accounts_party_for_proceeds" CHECK (("disbursement_accounts"."kind" = 'proceeds') = ("disbursement_accounts"."party_id" is not null)),
	CONSTRAINT "disbursement_accounts_type_known" CHECK ("disbursement_accounts"."account_type" is null or "disbursement_accounts"."account_type" in ('checking', 'savings')),
	CONSTRAINT "disbursement_accounts_holder_not_blank" CHECK ("disbursement_accounts"."holder_name" ~ '[^[:space:]]'),
	CONSTRAINT "disbursement_accounts_source_known" CHECK ("disbursement_accounts"."callback_source" is null or "disbursement_accounts"."callback_source" in ('lender_website_payoff', 'lender_published_number', 'bank_published_number', 'nmls_registry', 'earlier_closing', 'file_before_details')),
	CONSTRAINT "disbursement_accounts_approver_other" CHECK ("disbursement_accounts"."approved_by" is null or "disbursement_accounts"."approved_by" is distinct from "disbursement_accounts"."callback_recorded_by")
);
--> statement-breakpoint
CREATE TABLE "office_wire_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office" text NOT NULL,
	"state" text DEFAULT 'pending_approval' NOT NULL,
	"bank_name" text NOT NULL,
	"visible_digits" text NOT NULL,
	"data_key" text NOT NULL,
	"sealed" text NOT NULL,
	"authored_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "office_wire_instructions_office_known" CHECK ("office_wire_instructions"."office" in ('Cedar Falls', 'Pella', 'Le Mars', 'Johnston', 'Cedar Rapids')),
	CONSTRAINT "office_wire_instructions_state_known" CHECK ("office_wire_instructions"."state" in ('pending_approval', 'approved', 'superseded')),
	CONSTRAINT "office_wire_instructions_data_key_shape" CHECK ("office_wire_instructions"."data_key" like 'hcdk1.%'),
	CONSTRAINT "office_wire_instructions_approved_by_other" CHECK ("office_wire_instructions"."approved_by" is null or "office_wire_instructions"."approved_by" is distinct from "office_wire_instructions"."authored_by")
);
--> statement-breakpoint
CREATE TABLE "wire_instruction_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"party_id" uuid,
	"party_name" text NOT NULL,
	"instructions_id" uuid,
	"ip" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_files" DROP CONSTRAINT "closing_files_amounts_positive";--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "funds_due_cents" bigint;--> statement-breakpoint
ALTER TABLE "status_link_sessions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "disbursement_accounts" ADD CONSTRAINT "disbursement_accounts_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_accounts" ADD CONSTRAINT "disbursement_accounts_party_id_closing_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."closing_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_accounts" ADD CONSTRAINT "disbursement_accounts_callback_recorded_by_auth_users_id_fk" FOREIGN KEY ("callback_recorded_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_accounts" ADD CONSTRAINT "disbursement_accounts_approved_by_auth_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_accounts" ADD CONSTRAINT "disbursement_accounts_entered_by_user_auth_users_id_fk" FOREIGN KEY ("entered_by_user") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_accounts" ADD CONSTRAINT "disbursement_accounts_entered_by_party_closing_parties_id_fk" FOREIGN KEY ("entered_by_party") REFERENCES "public"."closing_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_wire_instructions" ADD CONSTRAINT "office_wire_instructions_authored_by_auth_users_id_fk" FOREIGN KEY ("authored_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_wire_instructions" ADD CONSTRAINT "office_wire_instructions_approved_by_auth_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_instruction_views" ADD CONSTRAINT "wire_instruction_views_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_instruction_views" ADD CONSTRAINT "wire_instruction_views_party_id_closing_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."closing_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_instruction_views" ADD CONSTRAINT "wire_instruction_views_instructions_fk" FOREIGN KEY ("instructions_id") REFERENCES "public"."office_wire_instructions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disbursement_accounts_file_idx" ON "disbursement_accounts" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disbursement_accounts_one_proceeds_per_seller_idx" ON "disbursement_accounts" USING btree ("party_id") WHERE "disbursement_accounts"."kind" = 'proceeds';--> statement-breakpoint
CREATE INDEX "office_wire_instructions_office_idx" ON "office_wire_instructions" USING btree ("office","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "office_wire_instructions_one_approved_idx" ON "office_wire_instructions" USING btree ("office") WHERE "office_wire_instructions"."state" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "office_wire_instructions_one_pending_idx" ON "office_wire_instructions" USING btree ("office") WHERE "office_wire_instructions"."state" = 'pending_approval';--> statement-breakpoint
CREATE INDEX "wire_instruction_views_file_idx" ON "wire_instruction_views" USING btree ("file_id","created_at");--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_amounts_positive" CHECK (coalesce("closing_files"."sale_price_cents", 0) >= 0 and coalesce("closing_files"."loan_amount_cents", 0) >= 0 and coalesce("closing_files"."funds_due_cents", 0) >= 0);--> statement-breakpoint
ALTER TABLE "status_link_sessions" ADD CONSTRAINT "status_link_sessions_channel_known" CHECK ("status_link_sessions"."channel" is null or "status_link_sessions"."channel" in ('email', 'sms'));