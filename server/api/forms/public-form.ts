/**
 * What every public form endpoint shares: the body-size limit and per-IP limit in front of it,
 * the honeypot answer, who is signed in, and storing a submission together with its two
 * e-mails (staff notification and acknowledgement) in one transaction, so the row and its
 * e-mails exist together and the row is kept even when mail is down (the outbox retries).
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { eq } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { AppDb } from "../../../db/client.ts";
import { profiles } from "../../../db/schema/index.ts";
import { senderAcknowledgement, staffNotification, type Submission } from "../../../core/leads/submission-mail.ts";
import type { AuthContext } from "../../auth/auth-context.ts";
import { optionalCaller } from "../../auth/authenticate.ts";
import { AppError } from "../../http/errors.ts";
import { enqueueEmail } from "../../mail/outbox.ts";
import { ErrorSchema } from "../openapi.ts";
import { ipLimit } from "../../http/ip-limit.ts";
import { FORM_BODY_LIMIT_BYTES, FORM_LIMITS, TOO_LARGE_MESSAGE, tooManyMessage, type PublicForm } from "./form-limits.ts";

/** Size limit, then the per-IP limit: both before the body is parsed or validated. */
export function publicFormGuard(ctx: AuthContext, form: PublicForm): MiddlewareHandler[] {
  return [
    bodyLimit({
      maxSize: FORM_BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError(413, "payload_too_large", TOO_LARGE_MESSAGE);
      },
    }),
    ipLimit(ctx, `form.${form}`, FORM_LIMITS[form], tooManyMessage),
  ];
}

/** The signed-in sender, if the request carries a valid token; a stale token is just anonymous. */
export async function signedInAccount(ctx: AuthContext, c: Parameters<MiddlewareHandler>[0]) {
  const caller = await optionalCaller(ctx, c);
  if (!caller) return null;
  const [profile] = await ctx.db.select({ type: profiles.type }).from(profiles).where(eq(profiles.id, caller.user.id));
  return { userId: caller.user.id, email: caller.user.email ?? "", type: profile?.type ?? null };
}
export type SignedInAccount = NonNullable<Awaited<ReturnType<typeof signedInAccount>>>;

export const SubmissionReceiptSchema = z
  .object({
    id: z.string().uuid(),
    status: z.literal("new"),
    created_at: z.string().openapi({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .openapi("SubmissionReceipt");

/** What a bot that filled the honeypot gets: the same answer as a person, and nothing stored. */
export function decoyReceipt() {
  return { id: randomUUID(), status: "new" as const, created_at: new Date().toISOString() };
}

/** Stores the row (`insert`, inside the transaction) and queues both e-mails with it. */
export async function storeSubmission(
  ctx: AuthContext,
  submission: Submission,
  account: SignedInAccount | null,
  insert: (tx: AppDb) => Promise<{ id: string; createdAt: Date }>,
): Promise<{ id: string; createdAt: Date }> {
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await insert(tx);
    const mailCtx = {
      id: stored.id,
      submittedAt: stored.createdAt,
      account: account ? { email: account.email, type: account.type } : null,
      publicUrl: ctx.config.publicUrl,
    };
    const staff = staffNotification(submission, mailCtx);
    await enqueueEmail(tx, {
      to: ctx.config.STAFF_EMAIL,
      subject: staff.subject,
      text: staff.text,
      kind: `${submission.kind}.notify_staff`,
      refId: stored.id,
      metadata: { replyTo: submission.data.email },
    });
    const ack = senderAcknowledgement(submission, mailCtx);
    await enqueueEmail(tx, {
      to: submission.data.email,
      subject: ack.subject,
      text: ack.text,
      kind: `${submission.kind}.acknowledge`,
      refId: stored.id,
    });
    return stored;
  });
  ctx.kickMail();
  return row;
}

export const formErrorResponses = {
  400: { description: "Invalid fields: `fields` names each with its message", content: { "application/json": { schema: ErrorSchema } } },
  413: { description: "Body larger than 32 KB", content: { "application/json": { schema: ErrorSchema } } },
  415: { description: "The body is not sent as application/json", content: { "application/json": { schema: ErrorSchema } } },
  429: { description: "Too many submissions from this address; see Retry-After", content: { "application/json": { schema: ErrorSchema } } },
} as const;
