import type { Config } from "../env.ts";
import type { Logger } from "../logger.ts";
import { byChannel, developmentTransport, smtpTransport, type Channel, type Transport } from "./transports.ts";
import { SMS_STATUS_CALLBACK_PATH, twilioSmsTransport } from "./twilio-transport.ts";

type TransportConfig = Pick<
  Config,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "publicUrl"
  | "SMS_ACCOUNT_SID"
  | "SMS_AUTH_TOKEN"
  | "SMS_FROM"
  | "SMS_MESSAGING_SERVICE_SID"
  | "SMS_API_URL"
>;

/** The channels without a real provider, whose messages the development transport keeps. */
export function developmentChannels(config: Pick<Config, "SMTP_URL" | "SMS_ACCOUNT_SID">): Channel[] {
  const kept: Channel[] = [];
  if (!config.SMTP_URL) kept.push("email");
  if (!config.SMS_ACCOUNT_SID) kept.push("sms");
  return kept;
}

/** E-mail over SMTP and SMS through Twilio when configured; otherwise each is kept for development. */
export function createTransport(config: TransportConfig, logger: Logger): Transport {
  const development = developmentTransport(logger);
  const email = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, new URL(config.publicUrl).hostname || "localhost")
    : development;
  // env.ts makes sure the token and a sender come with the SID.
  const sms = config.SMS_ACCOUNT_SID
    ? twilioSmsTransport({
        accountSid: config.SMS_ACCOUNT_SID,
        authToken: config.SMS_AUTH_TOKEN!,
        from: config.SMS_FROM,
        messagingServiceSid: config.SMS_MESSAGING_SERVICE_SID,
        apiUrl: config.SMS_API_URL,
        // Twilio reports each text's later states to our webhook (server/api/webhooks/sms-status.routes.ts).
        statusCallbackUrl: `${config.publicUrl}${SMS_STATUS_CALLBACK_PATH}`,
      })
    : development;
  return byChannel({ email, sms });
}
