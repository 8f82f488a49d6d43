import pino from "pino";
import type { Config } from "./env.ts";
import { loggerRedaction } from "./log-redaction.ts";

export type Logger = pino.Logger;

/** JSON lines to stdout (or `destination`, for tests that read the log). */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: "heartland-closing" },
    ...loggerRedaction,
  };
  return destination ? pino(options, destination) : pino(options);
}
