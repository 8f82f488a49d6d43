CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"last_succeeded_at" timestamp with time zone,
	"last_output_bytes" bigint,
	"last_error" text,
	CONSTRAINT "scheduled_jobs_name_not_blank" CHECK ("scheduled_jobs"."name" ~ '[^[:space:]]'),
	CONSTRAINT "scheduled_jobs_last_result_known" CHECK ("scheduled_jobs"."last_result" in ('succeeded', 'failed')),
	CONSTRAINT "scheduled_jobs_lease_whole" CHECK (("scheduled_jobs"."lease_holder" is null) = ("scheduled_jobs"."lease_until" is null))
);
