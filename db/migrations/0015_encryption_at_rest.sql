ALTER TABLE "closing_documents" ADD COLUMN "encryption" text;--> statement-breakpoint
ALTER TABLE "closing_files" ADD COLUMN "data_key" text;--> statement-breakpoint
ALTER TABLE "closing_documents" ADD CONSTRAINT "closing_documents_encryption_known" CHECK ("closing_documents"."encryption" is null or "closing_documents"."encryption" = 'hced1');--> statement-breakpoint
ALTER TABLE "closing_files" ADD CONSTRAINT "closing_files_data_key_shape" CHECK ("closing_files"."data_key" is null or "closing_files"."data_key" like 'hcdk1.%');