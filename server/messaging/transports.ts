import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export type Channel = "email" | "sms";

export interface OutgoingMessage {
  id: string;
  channel: Channel;
  /** An e-mail address, or an E.164 number for SMS. */
  to: string;
  /** Empty for SMS. */
  subject: string;
  text: string;
  html?: string | null;
  /** Where replies go (a staff notification replies to the person who wrote in). */
  replyTo?: string | null;
}

export interface DeliveryResult {
  providerMessageId?: string;
}

/** Something that hands a message to the outside world, or throws why it could not. */
export interface Transport {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<DeliveryResult>;
  close?(): Promise<void> | void;
}

/**
 * The provider refused this message for a reason that trying again will not change (an invalid
 * number, a recipient who opted out): the worker fails it at once instead of retrying it for hours.
 * Any other error is taken as temporary and retried with backoff.
 */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

/** One transport per channel; a message goes to its channel's. */
export function byChannel(transports: Record<Channel, Transport>): Transport {
  const all = [...new Set(Object.values(transports))];
  return {
    name: `email:${transports.email.name} sms:${transports.sms.name}`,
    deliver: (message) => transports[message.channel].deliver(message),
    close: async () => {
      await Promise.all(all.map((t) => t.close?.()));
    },
  };
}

/** Real e-mail over SMTP (nodemailer), pooled so a burst of messages reuses connections. */
export function smtpTransport(smtpUrl: string, from: string, messageIdDomain: string): Transport {
  // A pool (nodemailer's default of 5 connections, as many as the worker's concurrency): a new
  // connection per message costs a handshake and the server's greeting delay each time.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    name: "smtp",
    async deliver(message) {
      if (message.channel !== "email") throw new PermanentDeliveryError("The SMTP transport carries e-mail only");
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        replyTo: message.replyTo ?? undefined,
        // A stable Message-ID per outbox row: if a crash forces a resend, mail systems can tell.
        messageId: `<${message.id}@${messageIdDomain}>`,
      });
      return { providerMessageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

const SETTING_TO_SEND: Record<Channel, string> = {
  email: "set SMTP_URL to send e-mail",
  sms: "set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM to send SMS",
};

/**
 * Development delivery: the message is already stored in the outbox table; this marks it
 * delivered, so sign-up links, codes and texts can be read at /api/v1/dev/mailbox without a mail
 * server or an SMS provider. The log names the message, not its recipient, subject or text (codes
 * and links are secrets; subjects name people and properties).
 */
export function developmentTransport(logger: Logger): Transport {
  return {
    name: "development",
    async deliver(message) {
      logger.info(
        { outboxId: message.id, channel: message.channel },
        `message kept by the development transport (not sent; read it at /api/v1/dev/mailbox, or ${SETTING_TO_SEND[message.channel]})`,
      );
      return { providerMessageId: `dev-${message.id}` };
    },
  };
}
