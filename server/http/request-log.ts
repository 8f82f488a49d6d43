import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import { isMarkedDatabaseUnavailable } from "./database-outage.ts";

/** One JSON log line per request, tagged with the request id the client also sees. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const status = c.res.status;
    const entry = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status,
      ms,
    };
    // A 503 during a database outage is the expected answer, not a failure of ours; the outage
    // itself is logged once (database-outage.ts), so each such request is only an access line.
    if (status >= 500 && !isMarkedDatabaseUnavailable(c)) logger.error(entry, "request failed");
    else logger.info(entry, "request");
  };
}
