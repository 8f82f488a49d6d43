import type { Config } from "../env.ts";
import type { Logger } from "../logger.ts";
import { developmentTransport, smtpTransport, type Transport } from "./transports.ts";

export function createTransport(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "publicUrl">, logger: Logger): Transport {
  if (!config.SMTP_URL) return developmentTransport(logger);
  return smtpTransport(config.SMTP_URL, config.MAIL_FROM, new URL(config.publicUrl).hostname || "localhost");
}
