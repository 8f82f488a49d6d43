ALTER TABLE "closing_files" ADD COLUMN "closer_name" text;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "closer_phone" text;