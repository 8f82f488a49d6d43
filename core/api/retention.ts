/**
 * The retention API (issue 33; server/api/admin/retention/): the policy with what is due now and
 * the last run, a page of one kind's due items, and the outcome of "Run now". Shared by the routes
 * and the admin page (app/features/retention/), so both say the same shapes.
 */
import { z } from "zod";
import { pageSchemaOf } from "./page.ts";
import { LISTED_RETENTION_KINDS, RETENTION_KINDS } from "../retention/retention-due.ts";
import { retentionPolicySchema } from "../retention/retention-policy.ts";

const counts = z.object(Object.fromEntries(RETENTION_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<(typeof RETENTION_KINDS)[number], z.ZodNumber>);

export const retentionRunSummarySchema = z
  .object({
    bank_details: z.number().int().min(0),
    documents: z.number().int().min(0),
    document_bytes: z.number().int().min(0),
    leads: z.number().int().min(0),
    service_requests: z.number().int().min(0),
    expired_access: z.number().int().min(0),
  })
  .meta({ id: "RetentionRunSummary" });
export type RetentionRunSummary = z.infer<typeof retentionRunSummarySchema>;

export const retentionOverviewSchema = z
  .object({
    policy: retentionPolicySchema,
    /** False while the defaults apply (nobody saved a policy yet). */
    saved: z.boolean(),
    updated_at: z.string().nullable(),
    due: counts.meta({ description: "What the next run would dispose of, by kind" }),
    last_run: z
      .object({
        started_at: z.string().nullable(),
        finished_at: z.string().nullable(),
        result: z.enum(["succeeded", "failed"]).nullable(),
        error: z.string().nullable(),
        succeeded_at: z.string().nullable(),
        running: z.boolean().meta({ description: "An instance holds the job's lease now" }),
        disposed: retentionRunSummarySchema.nullable().meta({ description: "What the last completed run disposed of" }),
      })
      .nullable()
      .meta({ description: "The retention job's row (scheduled_jobs); null before its first run" }),
  })
  .meta({ id: "RetentionOverview" });
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;

export const listedRetentionKindSchema = z.enum(LISTED_RETENTION_KINDS, { error: "Choose bank_details, documents, leads or service_requests." });

export const retentionDueItemSchema = z
  .object({
    id: z.string(),
    kind: listedRetentionKindSchema,
    what: z.string().meta({ description: "What the record is, without its content" }),
    file_id: z.string().nullable(),
    file_number: z.string().nullable(),
    since: z.string().nullable().meta({ description: "The date the period counts from: the disbursement day, the completion, the last activity" }),
  })
  .meta({ id: "RetentionDueItem" });
export type RetentionDueItem = z.infer<typeof retentionDueItemSchema>;
export const retentionDuePageSchema = pageSchemaOf(retentionDueItemSchema, "RetentionDuePage");

export const retentionRunSchema = z
  .object({ ran: z.literal(true), disposed: retentionRunSummarySchema })
  .meta({ id: "RetentionRun" });
