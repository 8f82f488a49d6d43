import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export interface OutgoingMessage {
  id: string;
  channel: "email" | "sms";
  to: string;
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

/** Real e-mail over SMTP (nodemailer), pooled so a burst of messages reuses connections. */
export function smtpTransport(smtpUrl: string, from: string, messageIdDomain: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async deliver(message) {
      if (message.channel !== "email") throw new Error("No SMS transport is configured");
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

/**
 * Development delivery: the message is already stored in the outbox table; this marks it
 * delivered, so sign-up links and codes can be read at /api/v1/dev/mailbox without a mail server.
 * The log names the message, not its recipient or text (codes and links are secrets).
 */
export function developmentTransport(logger: Logger): Transport {
  return {
    name: "development",
    async deliver(message) {
      logger.info(
        { outboxId: message.id, channel: message.channel, subject: message.subject },
        "message kept by the development transport (not sent; read it at /api/v1/dev/mailbox, or set SMTP_URL to send e-mail)",
      );
      return { providerMessageId: `dev-${message.id}` };
    },
  };
}
