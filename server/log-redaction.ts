/**
 * What may reach the log. A failed query's error carries its parameters (Drizzle puts them in the
 * message and in `params`) and PostgreSQL's `detail` quotes the failing row or key: a new
 * account's argon2id hash, e-mail addresses, phone numbers. Errors are therefore logged from an
 * allow-list of fields, with values cut out of the message (and any e-mail address or phone
 * number a mail server or provider quoted back); any log object's secret or personal fields are
 * censored by path (pino `redact`); and a request path that carries a credential (a status link's
 * or calendar feed's token) is logged with the token cut out (`path` serializer). Query strings
 * are never logged: they carry e-mailed tokens (/auth/v1/verify?token=…) and link signatures.
 */
import pino from "pino";

export const CENSOR = "[redacted]";

/** Keys never logged as they are, at the top level or one level down (`{ user: { email } }`). */
const SENSITIVE_KEYS = [
  "password",
  "encryptedPassword",
  "encrypted_password",
  "passwordHash",
  "token",
  "access_token",
  "refresh_token",
  "secret",
  "email",
  "to",
  "phone",
  "text",
  "subject",
  "params",
  "detail",
];

export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "headers.cookie",
  ...SENSITIVE_KEYS,
  ...SENSITIVE_KEYS.map((k) => `*.${k}`),
];

/** Plain facts about an error that name no person: kept when present. */
const SAFE_FIELDS = ["code", "errno", "syscall", "address", "port", "severity", "table", "column", "constraint", "routine", "status"];
const MAX_CAUSES = 5;

/** The message with the values of a failed statement taken out. */
export function scrubMessage(message: string): string {
  return (
    message
      // Drizzle: "Failed query: <sql with $1…>\nparams: <the values>"
      .replace(/\nparams:[\s\S]*$/, `\nparams: ${CENSOR}`)
      // PostgreSQL quotes the value it could not read: invalid input syntax for type uuid: "…"
      .replace(/(invalid input (?:syntax|value) for (?:type|enum) [\w ]+: )"[\s\S]*"/, `$1"${CENSOR}"`)
      // A mail server refusing a recipient quotes the address; a provider, the number.
      .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, CENSOR)
      .replace(/\+\d[\d ()-]{6,}\d/g, CENSOR)
  );
}

/**
 * Paths whose next segment is a credential (find them with the routes: app/routes.ts `status/:token`,
 * server/api/status/*.routes.ts `/{token}`, server/api/calendar/calendar.routes.ts `/{file}`).
 */
const CREDENTIAL_IN_PATH = [/^(\/status\/)[^/]+/, /^(\/api\/v1\/status\/)[^/]+/, /^(\/api\/v1\/calendar\/)[^/]+/];

/** The path as logged: the token segment of a credential path replaced, any query string dropped. */
export function redactPath(path: unknown): unknown {
  if (typeof path !== "string") return path;
  const bare = path.split("?")[0]!;
  for (const pattern of CREDENTIAL_IN_PATH) if (pattern.test(bare)) return bare.replace(pattern, `$1${CENSOR}`);
  return bare;
}

function stackFrames(stack: string | undefined): string[] {
  return (stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
}

/** pino's `err` serializer: type, scrubbed message, safe fields, stack frames, causes. */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: "(a non-Error value was thrown)" };
  // Bundled libraries minify class names (PGlite's error is "O"): prefer a name set on purpose.
  const type = err.name && err.name !== "Error" ? err.name : err.constructor?.name || "Error";
  const message = scrubMessage(err.message);
  const out: Record<string, unknown> = { type, message };
  const fields = err as unknown as Record<string, unknown>;
  for (const key of SAFE_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  // The statement itself has placeholders, not values (Drizzle's message already quotes it).
  if (typeof fields.query === "string" && !message.includes(fields.query)) out.query = fields.query.slice(0, 2_000);
  out.stack = [`${type}: ${message}`, ...stackFrames(err.stack)].join("\n");
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export const loggerRedaction: Pick<pino.LoggerOptions, "redact" | "serializers"> = {
  redact: { paths: REDACT_PATHS, censor: CENSOR },
  serializers: { err: serializeError, error: serializeError, path: redactPath },
};
