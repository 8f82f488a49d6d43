ALTER TABLE "auth_flow_state" DROP CONSTRAINT "auth_flow_state_code_challenge_not_blank";--> statement-breakpoint
ALTER TABLE "auth_flow_state" DROP CONSTRAINT "auth_flow_state_auth_code_not_blank";--> statement-breakpoint
ALTER TABLE "auth_identities" DROP CONSTRAINT "auth_identities_provider_not_blank";--> statement-breakpoint
ALTER TABLE "auth_identities" DROP CONSTRAINT "auth_identities_provider_id_not_blank";--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" DROP CONSTRAINT "auth_mfa_factors_friendly_name_not_blank";--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" DROP CONSTRAINT "auth_one_time_tokens_token_hash_not_blank";--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" DROP CONSTRAINT "auth_one_time_tokens_relates_to_not_blank";--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" DROP CONSTRAINT "auth_refresh_tokens_token_hash_not_blank";--> statement-breakpoint
ALTER TABLE "auth_users" DROP CONSTRAINT "auth_users_phone_not_blank";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_name_not_blank";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_name_not_blank";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_type_not_blank";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_name_not_blank";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_phone_not_blank";--> statement-breakpoint
ALTER TABLE "communications" DROP CONSTRAINT "communications_content_not_blank";--> statement-breakpoint
ALTER TABLE "communications" DROP CONSTRAINT "communications_email_has_subject";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_name_not_blank";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_subject_not_blank";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_content_not_blank";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_not_blank";--> statement-breakpoint
ALTER TABLE "resource_documents" DROP CONSTRAINT "resource_documents_name_not_blank";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_not_blank";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_not_blank";--> statement-breakpoint
ALTER TABLE "auth_flow_state" ADD CONSTRAINT "auth_flow_state_code_challenge_not_blank" CHECK ("auth_flow_state"."code_challenge" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_flow_state" ADD CONSTRAINT "auth_flow_state_auth_code_not_blank" CHECK ("auth_flow_state"."auth_code" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_identities" ADD CONSTRAINT "auth_identities_provider_not_blank" CHECK ("auth_identities"."provider" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_identities" ADD CONSTRAINT "auth_identities_provider_id_not_blank" CHECK ("auth_identities"."provider_id" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" ADD CONSTRAINT "auth_mfa_factors_friendly_name_not_blank" CHECK ("auth_mfa_factors"."friendly_name" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_token_hash_not_blank" CHECK ("auth_one_time_tokens"."token_hash" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_relates_to_not_blank" CHECK ("auth_one_time_tokens"."relates_to" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD CONSTRAINT "auth_refresh_tokens_token_hash_not_blank" CHECK ("auth_refresh_tokens"."token_hash" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_phone_not_blank" CHECK ("auth_users"."phone" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_name_not_blank" CHECK ("leads"."name" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_name_not_blank" CHECK ("service_requests"."name" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_type_not_blank" CHECK ("service_requests"."type" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_name_not_blank" CHECK ("clients"."name" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_phone_not_blank" CHECK ("clients"."phone" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_content_not_blank" CHECK ("communications"."content" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_email_has_subject" CHECK ("communications"."type" <> 'email' or ("communications"."subject" is not null and "communications"."subject" ~ '[^[:space:]]'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_name_not_blank" CHECK ("email_templates"."name" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_subject_not_blank" CHECK ("email_templates"."subject" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_content_not_blank" CHECK ("email_templates"."content" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_not_blank" CHECK ("transactions"."type" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "resource_documents" ADD CONSTRAINT "resource_documents_name_not_blank" CHECK ("resource_documents"."name" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_not_blank" CHECK ("audit_events"."action" ~ '[^[:space:]]');--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_key_not_blank" CHECK ("rate_limits"."key" ~ '[^[:space:]]');