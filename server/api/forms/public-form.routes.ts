/**
 * One public form's POST route, declared from its data: its path, body schema and example, the
 * row and e-mails it stores (public-form.ts) and the receipt it answers with. Public; a
 * signed-in sender's account is attached from the bearer token, never from the body. A body
 * with the honeypot filled gets the same answer as a person's, and nothing is stored.
 */
import { randomUUID } from "node:crypto";
import { createRoute, type z } from "@hono/zod-openapi";
import { honeypotFilled } from "#core/leads/contact-fields.ts";
import type { Submission } from "#core/leads/submission-mail.ts";
import { submissionReceiptSchema, type SubmissionReceipt } from "#core/api/public-forms.ts";
import type { Services } from "#server/services.ts";
import { OPTIONALLY_SIGNED_IN, apiRouter } from "../openapi.ts";
import type { PublicForm } from "./form-limits.ts";
import { formErrorResponses, publicFormGuard, signedInAccount, storeSubmission, type SignedInAccount, type Stored } from "./public-form.ts";
import type { SubmissionRow } from "./submission.queries.ts";

export interface PublicFormSpec<S extends z.ZodType, R> {
  /** Its per-IP limit (form-limits.ts), and the kind of its e-mails. */
  form: PublicForm & Submission["kind"];
  tags: string[];
  summary: string;
  description: string;
  body: S;
  /** A valid body, shown in the OpenAPI document (and the fuzzer's starting point). */
  example: z.input<S>;
  /** What the e-mails say (core/leads/submission-mail.ts). */
  submission: (input: z.output<S>, ctx: Services) => Submission;
  /** The row it files. */
  row: (input: z.output<S>, account: SignedInAccount | null) => SubmissionRow;
  receipt: { description: string; schema: z.ZodType<R>; of: (input: z.output<S>, stored: Stored) => R };
}

/** The receipt of the forms that answer only that the submission is stored. */
export const STORED_RECEIPT = {
  description: "Stored; staff are notified and the sender gets an acknowledgement",
  schema: submissionReceiptSchema,
  of: (_input: unknown, stored: Stored): SubmissionReceipt => ({ id: stored.id, status: "new", created_at: stored.createdAt.toISOString() }),
};

/** The spec, with its body and receipt types inferred from it. */
export function publicForm<S extends z.ZodType, R>(spec: PublicFormSpec<S, R>) {
  return spec;
}

export function publicFormRoutes<S extends z.ZodType, R>(ctx: Services, spec: PublicFormSpec<S, R>) {
  // Declared with the schemas as plain zod types, so the route's own types stay concrete.
  const body: z.ZodType = spec.body;
  const receipt: z.ZodType = spec.receipt.schema;
  const route = createRoute({
    method: "post",
    path: "/",
    tags: spec.tags,
    summary: spec.summary,
    description: spec.description,
    security: OPTIONALLY_SIGNED_IN,
    request: { body: { required: true, content: { "application/json": { schema: body, example: spec.example } } } },
    responses: {
      201: { description: spec.receipt.description, content: { "application/json": { schema: receipt } } },
      ...formErrorResponses,
    },
  });
  const router = apiRouter();
  router.use("/", ...publicFormGuard(ctx, spec.form));
  return router.openapi(route, async (c) => {
    // The route's validator has parsed the body with spec.body.
    const input = c.req.valid("json") as z.output<S>;
    if (honeypotFilled(input)) return c.json(spec.receipt.of(input, { id: randomUUID(), createdAt: new Date() }), 201);
    const account = await signedInAccount(ctx, c);
    const stored = await storeSubmission(ctx, c, spec.submission(input, ctx), account, spec.row(input, account));
    return c.json(spec.receipt.of(input, stored), 201);
  });
}
