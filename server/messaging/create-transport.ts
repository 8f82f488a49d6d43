import type { Config } from "../env.ts";
import type { Logger } from "../logger.ts";
import { byChannel, developmentTransport, smtpTransport, type Channel, type Transport } from "./transports.ts";
import { twilioSmsTransport } from "./twilio-transport.ts";

type TransportConfig = Pick<
  Config,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "publicUrl"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "TWILIO_MESSAGING_SERVICE_SID"
  | "TWILIO_API_URL"
  | "TWILIO_STATUS_CALLBACK_URL"
>;

/** The channels without a real provider, whose messages the development transport keeps. */
export function developmentChannels(config: Pick<Config, "SMTP_URL" | "TWILIO_ACCOUNT_SID">): Channel[] {
  const kept: Channel[] = [];
  if (!config.SMTP_URL) kept.push("email");
  if (!config.TWILIO_ACCOUNT_SID) kept.push("sms");
  return kept;
}

/** E-mail over SMTP and SMS through Twilio when configured; otherwise each is kept for development. */
export function createTransport(config: TransportConfig, logger: Logger): Transport {
  const development = developmentTransport(logger);
  const email = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, new URL(config.publicUrl).hostname || "localhost")
    : development;
  // env.ts makes sure the token and a sender come with the SID.
  const sms = config.TWILIO_ACCOUNT_SID
    ? twilioSmsTransport({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN!,
        from: config.TWILIO_FROM,
        messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
        apiUrl: config.TWILIO_API_URL,
        statusCallbackUrl: config.TWILIO_STATUS_CALLBACK_URL,
      })
    : development;
  return byChannel({ email, sms });
}
