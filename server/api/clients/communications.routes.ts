/**
 * /api/v1/clients/{id}/communications: the client's history, newest first (GET), and Send Email /
 * Send SMS (POST). A message is really delivered: it is recorded "queued" with its outbox row and
 * moves to sent, delivered or failed as the SMTP server and the SMS provider answer
 * (docs/decisions/010-messaging.md). Only an account that proved its e-mail address sends, within
 * the caps of sending-caps.ts, texts only to numbers of the allowed countries, and never a word
 * about wiring money (docs/decisions/024-message-caps.md).
 */
import { createRoute } from "@hono/zod-openapi";
import { communicationPageSchema, communicationSchema, type Communication } from "#core/api/client.ts";
import { CLIENT_MESSAGES } from "#core/clients/client-fields.ts";
import { clientEmail } from "#core/clients/client-email.ts";
import { COMMUNICATION_MESSAGES, sendCommunicationSchema } from "#core/clients/communication-fields.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { refusedNumberMessage, textableNumber } from "#core/messaging/textable-number.ts";
import { SITE } from "#core/site/settings.ts";
import { provenEmailOf } from "#server/auth/proven-email.ts";
import { accountNameOf } from "#server/messaging/recipient-name.queries.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";
import { clientIdOf } from "./client-schemas.ts";
import { findClient, ownsClient } from "./clients.queries.ts";
import { OverSendingCap, SendingSuspended, listCommunications, recordAndQueue, type CommunicationRow, type Outgoing } from "./communications.queries.ts";
import { overCap, sendingCaps } from "./sending-caps.ts";
import { idParams } from "#server/api/path-params.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

function communicationJson(row: CommunicationRow | Omit<CommunicationRow, "cursorAt">): Communication {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    content: row.content,
    recipient: row.recipient,
    status: row.status,
    error: row.error,
    provider_status: row.providerStatus,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function communicationsRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/{id}/communications",
    tags: ["Clients"],
    summary: "The client's e-mails and texts, and their replies, newest first",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams, query: pageQuerySchema },
    responses: {
      200: { description: "A page of the history", content: { "application/json": { schema: communicationPageSchema } } },
      ...invalidInput,
      ...signedInErrors,
      404: error("No such client of the caller's"),
    },
  });
  const send = createRoute({
    method: "post",
    path: "/{id}/communications",
    tags: ["Clients"],
    summary: "Send the client an e-mail or a text",
    description:
      "E-mail goes From the company with Reply-To the sender; a text goes from the company's number. Both are " +
      "queued and delivered by the outbox; the history shows each one's status as it changes. Only for an account " +
      "that proved its e-mail address; capped per account, per recipient, per client address and in total; texts " +
      "only to numbers of the allowed countries; nothing about wiring money or bank details.",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: {
      params: idParams,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: sendCommunicationSchema,
            examples: {
              email: { value: { type: "email", subject: "Your closing on Friday", content: "Hi Mary,\n\nYour closing is set for Friday at 10:00." } },
              sms: { value: { type: "sms", content: "Hi Mary, your closing is Friday at 10:00 at our Cedar Falls office." } },
            },
          },
        },
      },
    },
    responses: {
      201: { description: "Queued for delivery", content: { "application/json": { schema: communicationSchema } } },
      ...invalidInput,
      ...signedInErrors,
      403: error("The account has not proved its e-mail address (email_not_confirmed), or staff paused its sending (sending_suspended)"),
      404: error("No such client of the caller's"),
      409: error(
        "The client has no e-mail (client_email_required) or phone (client_phone_required), the number cannot take " +
          "texts or is outside the countries we text (phone_not_textable), or it replied STOP (sms_opted_out)",
      ),
      415: error("The body is not sent as application/json"),
      429: error("Over a sending cap (rate_limited): the message says which and how long to wait; see Retry-After"),
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const userId = callerOf(c).user.id;
      const clientId = clientIdOf(c.req.valid("param").id);
      const { limit, cursor } = c.req.valid("query");
      const page = decodeCursor(cursor);
      if (!(await ownsClient(ctx.db, userId, clientId))) throw notFound(CLIENT_MESSAGES.notFound);
      const rows = await listCommunications(ctx.db, userId, clientId, { limit, cursor: page });
      c.header("Cache-Control", "no-store");
      return c.json(pageOf(rows, limit, communicationJson), 200);
    })
    .openapi(send, async (c) => {
      const { user, profile } = callerOf(c);
      const client = await findClient(ctx.db, user.id, clientIdOf(c.req.valid("param").id));
      if (!client) throw notFound(CLIENT_MESSAGES.notFound);
      // Anyone can sign up with any address; only one that came back from a link or code we sent
      // speaks for its owner (server/auth/proven-email.ts).
      if (!provenEmailOf(user)) throw new AppError(403, "email_not_confirmed", COMMUNICATION_MESSAGES.emailNotConfirmed);
      const body = c.req.valid("json");
      let message: Outgoing;
      if (body.type === "email") {
        if (!client.email) throw new AppError(409, "client_email_required", COMMUNICATION_MESSAGES.clientEmailRequired);
        const senderEmail = user.email ?? profile.email ?? "";
        // Signed with the account's name when known (server/messaging/recipient-name.queries.ts).
        const knownName = await accountNameOf(ctx.db, user.id, provenEmailOf(user));
        const sender = { name: knownName ?? (senderEmail.split("@")[0] || "your agent"), email: senderEmail };
        const mail = clientEmail({ subject: body.subject, content: body.content, sender, company: SITE.brand });
        message = {
          type: "email",
          to: client.email,
          subject: body.subject,
          content: body.content,
          mailText: mail.text,
          mailHtml: mail.html,
          replyTo: senderEmail || null,
        };
      } else {
        if (!client.phone) throw new AppError(409, "client_phone_required", COMMUNICATION_MESSAGES.clientPhoneRequired);
        const to = toE164(client.phone);
        if (!to) throw new AppError(409, "phone_not_textable", COMMUNICATION_MESSAGES.phoneNotTextable);
        const verdict = textableNumber(to, ctx.config.SMS_ALLOWED_COUNTRIES);
        if (!verdict.ok) throw new AppError(409, "phone_not_textable", refusedNumberMessage(verdict, ctx.config.SMS_ALLOWED_COUNTRIES));
        if (client.smsOptedOut) throw new AppError(409, "sms_opted_out", COMMUNICATION_MESSAGES.optedOut);
        message = { type: "sms", to, content: body.content };
      }
      const who = { userId: user.id, accountCreatedAt: user.createdAt, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      try {
        const row = await recordAndQueue(ctx.db, sendingCaps(ctx.config, who, message.to), user.id, client.id, message);
        ctx.kickOutbox();
        return c.json(communicationJson(row), 201);
      } catch (err) {
        if (err instanceof OverSendingCap) throw overCap(ctx.config, err.cap, err.state);
        if (err instanceof SendingSuspended) throw new AppError(403, "sending_suspended", COMMUNICATION_MESSAGES.sendingSuspended);
        throw err;
      }
    });
}
