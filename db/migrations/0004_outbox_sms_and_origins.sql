ALTER TABLE "outbox" ADD COLUMN "origin_type" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "origin_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_sms_to_e164" CHECK ("outbox"."channel" <> 'sms' or "outbox"."to_address" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_origin_complete" CHECK (("outbox"."origin_type" is null) = ("outbox"."origin_id" is null));