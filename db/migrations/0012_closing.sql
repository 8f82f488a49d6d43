ALTER TABLE "closing_documents" ADD COLUMN "by_party" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD COLUMN "staff_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_payload_file_idx" ON "audit_events" USING btree (("payload" ->> 'file_id'),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "closing_documents_staff_unnotified_idx" ON "closing_documents" USING btree ("created_at") WHERE "closing_documents"."by_party" and "closing_documents"."staff_notified_at" is null;