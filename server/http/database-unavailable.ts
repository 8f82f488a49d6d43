/**
 * Recognises "the database cannot be reached" among thrown errors, for node-postgres and PGlite
 * alike, so an outage answers 503 (try again later) instead of a 500 (our bug). Drizzle wraps
 * driver errors in `cause`, and Node reports a failed connection to several addresses as an
 * AggregateError, so the whole tree is searched.
 */

/** Socket-level failures: the server is down, restarting, or the network between us is. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  // The host name resolved at start-up; failing to resolve it now is a DNS outage.
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not yet back: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections (it is there but
 * takes no one new). Class 08 (connection_exception) is matched as a whole.
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Errors the drivers raise with no code, recognised by their (stable) wording. */
const MESSAGES = [
  /^Connection terminated/, // pg: "… unexpectedly", "… due to connection timeout", or during a query
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // pg: "Client has encountered a connection error and …", "Client was closed and …"
  /^Cannot use a pool after calling end on the pool$/, // pg-pool, while the server shuts down
  /^PGlite is clos(ed|ing)$/, // the embedded database has been closed
];

const MAX_VISITS = 16;

export function isDatabaseUnavailable(err: unknown): boolean {
  return findCause(err) !== undefined;
}

/** The driver error that says the database is unreachable, for logs: `{code?, message}`. */
export function unavailableReason(err: unknown): { code?: string; message: string } | undefined {
  const found = findCause(err);
  if (!found) return undefined;
  const code = typeof found.code === "string" ? found.code : undefined;
  // An AggregateError (every address refused) has no message of its own; its first part says it.
  const first = Array.isArray(found.errors) ? (found.errors[0] as Partial<ErrorLike> | undefined) : undefined;
  const message = found.message || (typeof first?.message === "string" ? first.message : "");
  return code ? { code, message } : { message };
}

interface ErrorLike {
  code?: unknown;
  message: string;
  cause?: unknown;
  errors?: unknown;
}

function findCause(err: unknown): ErrorLike | undefined {
  const queue: unknown[] = [err];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < MAX_VISITS) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const candidate = e as Partial<ErrorLike>;
    if (matches(candidate)) return candidate as ErrorLike;
    queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...candidate.errors);
  }
  return undefined;
}

function matches(e: Partial<ErrorLike>): boolean {
  const code = typeof e.code === "string" ? e.code : "";
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof e.message === "string" ? e.message : "";
  return MESSAGES.some((m) => m.test(message));
}
