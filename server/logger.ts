import pino from "pino";
import type { Config } from "./env.ts";

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "heartland-closing" },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
      censor: "[redacted]",
    },
  });
}
