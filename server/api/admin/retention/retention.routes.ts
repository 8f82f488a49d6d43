/**
 * /api/v1/admin/retention (issue 33; core/retention/, server/retention/): the disposal of
 * customer information, for administrators (requireAdmin: at aal2 with ADMIN_MFA=required).
 * - GET: the policy, what is due now by kind, and the last run (the scheduled_jobs row).
 * - GET /due?kind=: one kind's due items, keyset-paged.
 * - PUT /policy: a new policy (audited, the periods before and after).
 * - POST /run: run now, through the same lease as the daily run (409 while another instance runs it).
 */
import { createRoute } from "@hono/zod-openapi";
import { listedRetentionKindSchema, retentionDuePageSchema, retentionOverviewSchema, retentionRunSchema, retentionRunSummarySchema, type RetentionOverview } from "#core/api/retention.ts";
import { retentionCutoffs } from "#core/retention/retention-due.ts";
import { retentionPolicySchema } from "#core/retention/retention-policy.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { AppError } from "#server/http/errors.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { jobState } from "#server/jobs/job-lease.ts";
import { RETENTION_JOB, runRetentionNow } from "#server/retention/retention-run.ts";
import { dueCounts, dueRows, lastRunSummary, readPolicy, savePolicy } from "#server/retention/retention.queries.ts";

const TAGS = ["Retention"];
const json = <T>(schema: T) => ({ content: { "application/json": { schema } } });
export const RETENTION_RUNNING_MESSAGE = "The disposal run is already running on another instance. Refresh in a minute to see its result.";

const dueQuerySchema = pageQuerySchema.extend({
  kind: listedRetentionKindSchema.openapi({ param: { name: "kind", in: "query" }, example: "documents" }),
});

async function overview(ctx: Services): Promise<RetentionOverview> {
  const stored = await readPolicy(ctx.db);
  const [due, job, last] = await Promise.all([dueCounts(ctx.db, retentionCutoffs(stored.policy, new Date())), jobState(ctx.db, RETENTION_JOB), lastRunSummary(ctx.db)]);
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  return {
    policy: stored.policy,
    saved: stored.updatedAt !== null,
    updated_at: iso(stored.updatedAt),
    due,
    last_run: job
      ? {
          started_at: iso(job.lastStartedAt),
          finished_at: iso(job.lastFinishedAt),
          result: job.lastResult === "succeeded" || job.lastResult === "failed" ? job.lastResult : null,
          error: job.lastError,
          succeeded_at: iso(job.lastSucceededAt),
          running: job.leaseUntil !== null && job.leaseUntil.getTime() > Date.now(),
          disposed: last ? (retentionRunSummarySchema.safeParse(last.counts).data ?? null) : null,
        }
      : null,
  };
}

export function retentionRoutes(ctx: Services, store: FileStore) {
  const get = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "get",
    path: "/retention",
    summary: "The retention policy, what is due now by kind, and the last run",
    responses: { 200: { description: "The policy and what is due", ...json(retentionOverviewSchema) }, ...adminErrors },
  });
  const due = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "get",
    path: "/retention/due",
    summary: "One kind's items due for disposal, newest first",
    request: { query: dueQuerySchema },
    responses: { 200: { description: "A page of due items", ...json(retentionDuePageSchema) }, ...invalidInput, ...adminErrors },
  });
  const put = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "put",
    path: "/retention/policy",
    summary: "Change the retention policy (audited)",
    request: { body: { required: true, content: { "application/json": { schema: retentionPolicySchema, example: { bank_details_days: 30, document_years: 10, inactive_lead_days: 730, expired_access_days: 30 } } } } },
    responses: { 200: { description: "The policy saved, and what is due under it", ...json(retentionOverviewSchema) }, ...invalidInput, ...adminErrors, ...notJsonBody },
  });
  const run = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "post",
    path: "/retention/run",
    summary: "Dispose now of what is due, through the daily run's lease",
    responses: {
      200: { description: "What the run disposed of", ...json(retentionRunSchema) },
      ...adminErrors,
      409: { description: "retention_running: another instance is running it now", ...json(ErrorSchema) },
    },
  });
  return apiRouter()
    .openapi(get, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await overview(ctx), 200);
    })
    .openapi(due, async (c) => {
      const { kind, limit, cursor } = c.req.valid("query");
      const { policy } = await readPolicy(ctx.db);
      const rows = await dueRows(ctx.db, kind, retentionCutoffs(policy, new Date()), decodeCursor(cursor), limit);
      c.header("Cache-Control", "no-store");
      return c.json(
        pageOf(rows, limit, (r) => ({ id: r.id, kind, what: r.what, file_id: r.fileId, file_number: r.fileNumber, since: r.since ?? null })),
        200,
      );
    })
    .openapi(put, async (c) => {
      await savePolicy(ctx.db, c.req.valid("json"), { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) });
      return c.json(await overview(ctx), 200);
    })
    .openapi(run, async (c) => {
      const outcome = await runRetentionNow({ db: ctx.db, store });
      if (!outcome.ran) throw new AppError(409, "retention_running", RETENTION_RUNNING_MESSAGE);
      return c.json({ ran: true as const, disposed: outcome.value }, 200);
    });
}


