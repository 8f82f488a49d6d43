CREATE TABLE "closing_conversations" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"awaiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_staff_reply_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "closing_message_documents" (
	"message_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_message_documents_message_id_document_id_pk" PRIMARY KEY("message_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "closing_message_reads" (
	"file_id" uuid NOT NULL,
	"reader" text NOT NULL,
	"reader_label" text NOT NULL,
	"reader_role" text,
	"read_through_seq" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_message_reads_file_id_reader_pk" PRIMARY KEY("file_id","reader"),
	CONSTRAINT "closing_message_reads_reader_shape" CHECK ("closing_message_reads"."reader" ~ '^(user|party):[0-9a-f-]{36}$')
);
--> statement-breakpoint
CREATE TABLE "closing_message_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"change" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_message_revisions_change_known" CHECK ("closing_message_revisions"."change" in ('edited', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "closing_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "closing_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" uuid,
	"author_party_id" uuid,
	"author_label" text NOT NULL,
	"author_role" text,
	"body" text NOT NULL,
	"visibility" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "closing_messages_author_known" CHECK ("closing_messages"."author_kind" in ('staff', 'professional', 'consumer')),
	CONSTRAINT "closing_messages_role_known" CHECK ("closing_messages"."author_role" is null or "closing_messages"."author_role" in ('buyer', 'seller', 'listing_agent', 'buyers_agent', 'lender')),
	CONSTRAINT "closing_messages_visibility_known" CHECK ("closing_messages"."visibility" in ('staff', 'professionals', 'everyone')),
	CONSTRAINT "closing_messages_body_present" CHECK ("closing_messages"."removed_at" is not null or "closing_messages"."body" ~ '[^[:space:]]')
);
--> statement-breakpoint
ALTER TABLE "closing_parties" ADD COLUMN "message_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "message_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "closing_file_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD COLUMN "visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "closing_conversations" ADD CONSTRAINT "closing_conversations_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_message_documents" ADD CONSTRAINT "closing_message_documents_message_id_closing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."closing_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_message_documents" ADD CONSTRAINT "closing_message_documents_document_id_closing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."closing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_message_reads" ADD CONSTRAINT "closing_message_reads_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_message_revisions" ADD CONSTRAINT "closing_message_revisions_message_id_closing_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."closing_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_message_revisions" ADD CONSTRAINT "closing_message_revisions_changed_by_auth_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_messages" ADD CONSTRAINT "closing_messages_file_id_closing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."closing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_messages" ADD CONSTRAINT "closing_messages_author_user_id_auth_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_messages" ADD CONSTRAINT "closing_messages_author_party_id_closing_parties_id_fk" FOREIGN KEY ("author_party_id") REFERENCES "public"."closing_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_conversations_awaiting_idx" ON "closing_conversations" USING btree ("awaiting_since","file_id") WHERE "closing_conversations"."awaiting_since" is not null;--> statement-breakpoint
CREATE INDEX "closing_message_documents_document_idx" ON "closing_message_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "closing_message_revisions_message_idx" ON "closing_message_revisions" USING btree ("message_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_messages_seq_idx" ON "closing_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "closing_messages_file_idx" ON "closing_messages" USING btree ("file_id","seq");--> statement-breakpoint
CREATE INDEX "closing_parties_name_trgm_idx" ON "closing_parties" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "closing_file_events_seq_idx" ON "closing_file_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "closing_file_events_message_untold_idx" ON "closing_file_events" USING btree ("file_id","created_at") WHERE "closing_file_events"."kind" = 'message.posted' and "closing_file_events"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "closing_file_events" ADD CONSTRAINT "closing_file_events_visibility_known" CHECK ("closing_file_events"."visibility" in ('staff', 'professionals', 'everyone'));--> statement-breakpoint
-- Live updates (issue 31, docs/decisions/039-live-updates.md): every file event is announced on
-- commit, with its seq, to each instance's one listener (server/live/). NOTIFY inside a
-- transaction is delivered only if it commits, in commit order.
CREATE FUNCTION "closing_file_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('closing_file_events', NEW.seq::text);
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "closing_file_events_notify" AFTER INSERT ON "closing_file_events" FOR EACH ROW EXECUTE FUNCTION "closing_file_events_notify"();
