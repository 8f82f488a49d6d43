-- The admin search (name, e-mail, company, message) uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_events_target_idx";--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_name_id_idx" ON "leads" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_name_id_idx" ON "service_requests" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "service_requests_search_trgm_idx" ON "service_requests" USING gin (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_action_created_at_idx" ON "audit_events" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id","created_at" DESC NULLS FIRST);