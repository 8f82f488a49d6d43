/**
 * POST /api/v1/me/email-confirmation: e-mails the signed-in account a code that proves its
 * address (server/auth/address-check.ts). Closing files and client messages wait for that proof.
 * Limited per account, so it cannot be used to flood the address it names.
 */
import { createRoute } from "@hono/zod-openapi";
import { emailConfirmationSentSchema } from "#core/api/me.ts";
import { EMAIL_CONFIRMATION_MESSAGES } from "#core/auth/email-confirmation.ts";
import type { Services } from "#server/services.ts";
import { ADDRESS_CHECK_LIMITS, sendAddressCheck } from "#server/auth/address-check.ts";
import { provenEmailOf } from "#server/auth/proven-email.ts";
import { AppError } from "#server/http/errors.ts";
import { overIpLimit } from "#server/http/ip-limit.ts";
import { hitEach } from "#server/http/rate-limit.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

export function emailConfirmationRoutes(ctx: Services) {
  const send = createRoute({
    method: "post",
    path: "/email-confirmation",
    tags: ["Account"],
    summary: "E-mail the caller a code that confirms their address",
    description:
      "Closing files open, and client e-mails and texts go out, only for an account that has confirmed its e-mail address " +
      "(a link or code we sent to it came back). The code goes to POST /me/email-confirmation/verify from the same account. " +
      "One e-mail a minute and six a day per account.",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      202: { description: "The e-mail is on its way", content: { "application/json": { schema: emailConfirmationSentSchema } } },
      ...signedInErrors,
      409: error("The address is already confirmed (already_confirmed), or the account has none (no_email)"),
      429: error("Asked too often; see Retry-After"),
    },
  });
  return apiRouter().openapi(send, async (c) => {
    const { user } = callerOf(c);
    if (!user.email) throw new AppError(409, "no_email", EMAIL_CONFIRMATION_MESSAGES.noEmail);
    if (provenEmailOf(user)) throw new AppError(409, "already_confirmed", EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
    const over = await hitEach(
      ctx.db,
      [ADDRESS_CHECK_LIMITS.sendsPerMinute, ADDRESS_CHECK_LIMITS.sendsPerDay].map((rule) => ({ key: `address-check.sends-${rule.windowSeconds}:user:${user.id}`, ...rule })),
    );
    if (over) throw overIpLimit(over.state, EMAIL_CONFIRMATION_MESSAGES.tooManySends);
    await sendAddressCheck(ctx, { id: user.id, email: user.email });
    c.header("Cache-Control", "no-store");
    return c.json({ sent_to: user.email }, 202);
  });
}
