/**
 * What every public form endpoint shares (public-form.routes.ts declares each form with it): the
 * body-size limit and per-IP limit in front of it, who is signed in, and storing a submission
 * together with its two e-mails (staff notification and acknowledgement) and its per-IP count in
 * one statement (submission.queries.ts), so the row and its e-mails exist together and the row is
 * kept even when mail is down (the outbox retries).
 */
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { BODY_LIMITS, limitBody } from "#server/http/body-limit.ts";
import { senderAcknowledgement, staffNotification, type Submission } from "#core/leads/submission-mail.ts";
import type { Services } from "#server/services.ts";
import { optionalCaller } from "#server/auth/authenticate.ts";
import { AppError } from "#server/http/errors.ts";
import { overIpLimit } from "#server/http/ip-limit.ts";
import { stateOf, sweepNowAndThen } from "#server/http/rate-limit.ts";
import { ErrorSchema, notJsonBody } from "../openapi.ts";
import { allowanceOf, formLimit } from "./form-allowance.ts";
import { TOO_LARGE_MESSAGE, tooManyMessage, type PublicForm } from "./form-limits.ts";
import { coalescing } from "#db/coalesce.ts";
import { isDatabaseUnavailable } from "#server/http/database-unavailable.ts";
import { accountTypeOf } from "./account-type.queries.ts";
import { storeSubmissions, type StoreSubmission, type StoredSubmission, type SubmissionRow } from "./submission.queries.ts";

/** Size limit before the body is read, then the per-IP limit (form-allowance.ts). */
export function publicFormGuard(ctx: Services, form: PublicForm): MiddlewareHandler[] {
  return [
    limitBody(
      () => "form",
      () => new AppError(413, "payload_too_large", TOO_LARGE_MESSAGE),
    ),
    formLimit(ctx, form),
  ];
}

/** The signed-in sender, if the request carries a valid token; a stale token is just anonymous. */
export async function signedInAccount(ctx: Services, c: Parameters<MiddlewareHandler>[0]) {
  const caller = await optionalCaller(ctx, c);
  if (!caller) return null;
  return { userId: caller.user.id, email: caller.user.email ?? "", type: await accountTypeOf(ctx.db, caller.user.id) };
}
export type SignedInAccount = NonNullable<Awaited<ReturnType<typeof signedInAccount>>>;

/** One writer per app: submissions arriving together share a statement (db/coalesce.ts). */
const writers = new WeakMap<Services, (s: StoreSubmission) => Promise<StoredSubmission>>();
function writerFor(ctx: Services) {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = coalescing((batch: StoreSubmission[]) => storeSubmissions(ctx.db, batch), {
      retryAlone: (err) => !isDatabaseUnavailable(err),
    });
    writers.set(ctx, writer);
  }
  return writer;
}

/** A stored submission: its id and time, as its e-mails and the receipt quote them. */
export interface Stored {
  id: string;
  createdAt: Date;
}

/**
 * Stores the row with both e-mails and counts the request against the sender's per-IP limit, in
 * one statement (shared with submissions that arrive at the same time); over the limit, nothing
 * is stored and the answer is 429.
 */
export async function storeSubmission(
  ctx: Services,
  c: Context,
  submission: Submission,
  account: SignedInAccount | null,
  row: SubmissionRow,
): Promise<Stored> {
  const allowance = allowanceOf(c);
  // The id and time are chosen here rather than by the database, so the e-mails, written in the
  // same statement as the row, can quote them.
  const id = randomUUID();
  const at = new Date();
  const mailCtx = {
    id,
    submittedAt: at,
    account: account ? { email: account.email, type: account.type } : null,
    publicUrl: ctx.config.publicUrl,
  };
  const staff = staffNotification(submission, mailCtx);
  const ack = senderAcknowledgement(submission, mailCtx);
  const now = at.getTime();
  const { count, stored } = await writerFor(ctx)({
    limit: allowance.limit,
    now,
    id,
    at,
    row,
    mails: [
      {
        to: ctx.config.STAFF_EMAIL,
        subject: staff.subject,
        text: staff.text,
        html: staff.html,
        kind: `${submission.kind}.notify_staff`,
        metadata: { replyTo: submission.data.email },
      },
      { to: submission.data.email, subject: ack.subject, text: ack.text, html: ack.html, kind: `${submission.kind}.acknowledge`, metadata: {} },
    ],
  });
  allowance.counted = true;
  await sweepNowAndThen(ctx.db, now);
  if (!stored) throw overIpLimit(stateOf(allowance.limit, count, now), tooManyMessage);
  ctx.kickOutbox();
  return { id, createdAt: at };
}

export const formErrorResponses = {
  400: { description: "Invalid fields: `fields` names each with its message", content: { "application/json": { schema: ErrorSchema } } },
  413: { description: `Body larger than ${BODY_LIMITS.form / 1024} KB`, content: { "application/json": { schema: ErrorSchema } } },
  ...notJsonBody,
  429: { description: "Too many submissions from this address; see Retry-After", content: { "application/json": { schema: ErrorSchema } } },
} as const;
