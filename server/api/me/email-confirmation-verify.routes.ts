/**
 * POST /api/v1/me/email-confirmation/verify: the code from the confirmation (or a sign-in) e-mail,
 * typed into the portal, proves the signed-in account's address without starting a new session.
 * Five tries per account in a quarter of an hour: a 6-digit code must not be guessable.
 */
import { createRoute } from "@hono/zod-openapi";
import { emailConfirmedSchema } from "#core/api/me.ts";
import { EMAIL_CONFIRMATION_MESSAGES, emailConfirmationCodeSchema } from "#core/auth/email-confirmation.ts";
import type { Services } from "#server/services.ts";
import { ADDRESS_CHECK_LIMITS, redeemAddressCode } from "#server/auth/address-check.ts";
import { provenEmailOf } from "#server/auth/proven-email.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import { overIpLimit } from "#server/http/ip-limit.ts";
import { hit } from "#server/http/rate-limit.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

export function emailConfirmationVerifyRoutes(ctx: Services) {
  const verify = createRoute({
    method: "post",
    path: "/email-confirmation/verify",
    tags: ["Account"],
    summary: "Confirm the caller's address with the code we e-mailed",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { body: { required: true, content: { "application/json": { schema: emailConfirmationCodeSchema, example: { code: "123456" } } } } },
    responses: {
      200: { description: "The address is confirmed", content: { "application/json": { schema: emailConfirmedSchema } } },
      ...invalidInput,
      ...signedInErrors,
      409: error("The account has no e-mail address (no_email)"),
      415: error("The body is not sent as application/json"),
      429: error("Too many codes tried; see Retry-After"),
    },
  });
  return apiRouter().openapi(verify, async (c) => {
    const { user } = callerOf(c);
    const { code } = c.req.valid("json");
    if (!user.email) throw new AppError(409, "no_email", EMAIL_CONFIRMATION_MESSAGES.noEmail);
    c.header("Cache-Control", "no-store");
    if (provenEmailOf(user)) return c.json({ email_confirmed: true as const }, 200);
    const state = await hit(ctx.db, { key: `address-check.codes:user:${user.id}`, ...ADDRESS_CHECK_LIMITS.codesPerQuarterHour });
    if (state.over) throw overIpLimit(state, EMAIL_CONFIRMATION_MESSAGES.tooManyCodes);
    if (!(await redeemAddressCode(ctx, { id: user.id, email: user.email }, code))) {
      throw validationFailed({ code: EMAIL_CONFIRMATION_MESSAGES.codeInvalid }, EMAIL_CONFIRMATION_MESSAGES.codeInvalid);
    }
    return c.json({ email_confirmed: true as const }, 200);
  });
}
