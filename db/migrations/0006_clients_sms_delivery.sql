ALTER TYPE "public"."communication_status" ADD VALUE 'delivered' BEFORE 'failed';--> statement-breakpoint
ALTER TYPE "public"."communication_status" ADD VALUE 'received';--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "provider_status" text;--> statement-breakpoint
CREATE UNIQUE INDEX "communications_provider_id_key" ON "communications" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "communications_sms_recipient_idx" ON "communications" USING btree ("recipient","created_at" DESC NULLS FIRST) WHERE "communications"."type" = 'sms';