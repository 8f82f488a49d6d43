/**
 * The only place that reads process.env. Every setting is validated here, once, at start-up; a
 * bad value stops the process with a message naming the variable instead of failing later.
 */
import { resolve } from "node:path";
import { Cron } from "croner";
import { z } from "zod";
import { DEFAULT_BODY_PACE } from "./http/body-pace.ts";
import { parseProxyTrust } from "./http/proxy-trust.ts";
import { KeyringError } from "./crypto/crypto-errors.ts";
import { parseKeyring, type Keyring } from "./crypto/keyring.ts";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A cap: a whole number of messages, at least one. */
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** A flag that is on unless set to "false" or "0". */
const onUnlessFalse = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v !== "false" && v !== "0");

const httpUrl = (what: string) =>
  optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: `must be an http(s) URL (${what})`,
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/\S+$/.test(v),
    { message: "must be a postgres:// or postgresql:// URL" },
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Folder with the built web app (React Router's build/client). */
  WEB_BUILD_DIR: z.string().trim().min(1).default("./build/client"),
  /** Public address of the site, used in e-mail links; defaults to http://localhost:PORT. */
  PUBLIC_URL: httpUrl("the site's public address"),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/\S+$/.test(v), {
    message: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587",
  }),
  MAIL_FROM: z.string().trim().min(3).default("Heartland Closing Co. <hello@heartlandclosing.example>"),
  /** Where new leads and service requests are announced (every field, reply-to the sender). */
  STAFF_EMAIL: z
    .string()
    .trim()
    .default("hello@heartlandclosing.example")
    .refine((v) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(v), { message: "must be an e-mail address" }),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** SMS through Twilio (all three, or SID + token + SMS_MESSAGING_SERVICE_SID). Unset: texts are kept for /api/v1/dev/mailbox. */
  SMS_ACCOUNT_SID: optionalString.refine((v) => v === undefined || /^AC[0-9a-f]{32}$/i.test(v), {
    message: "must be a Twilio account SID (AC followed by 32 hex digits)",
  }),
  SMS_AUTH_TOKEN: optionalString,
  /** The sending number: E.164 (+13195550100) or a 5–6 digit short code. */
  SMS_FROM: optionalString.refine((v) => v === undefined || /^(\+[1-9][0-9]{6,14}|[0-9]{5,6})$/.test(v), {
    message: "must be an E.164 number such as +13195550100, or a short code",
  }),
  /** Instead of SMS_FROM: a Messaging Service that chooses the sending number. */
  SMS_MESSAGING_SERVICE_SID: optionalString.refine((v) => v === undefined || /^MG[0-9a-f]{32}$/i.test(v), {
    message: "must be a Twilio Messaging Service SID (MG followed by 32 hex digits)",
  }),
  /** Twilio's API address; tests point it at a local server. */
  SMS_API_URL: httpUrl("Twilio's API").transform((v) => v ?? "https://api.twilio.com"),
  CHAT_WIDGET_SRC: httpUrl("the chat widget's script address"),
  BOOKING_URL: httpUrl("the booking calendar"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CI: booleanFlag,
  /** HS256 key for access tokens (32+ characters). Unset: a key is generated once and kept in the database. */
  AUTH_JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters long",
  }),
  /**
   * Algorithm of newly issued access tokens when AUTH_JWT_SECRET is unset: an asymmetric key pair
   * generated once and kept in the database, published at /auth/v1/.well-known/jwks.json.
   * With AUTH_JWT_SECRET set, tokens are HS256 with that secret (as with Supabase's JWT secret).
   */
  AUTH_JWT_ALGORITHM: z.enum(["ES256", "RS256"]).default("ES256"),
  /**
   * Signing keys given rather than generated: a JSON array of JWKs in GoTrue's GOTRUE_JWT_KEYS
   * format (private keys; the first whose key_ops include "sign" signs new tokens, the others
   * only verify). For keys managed outside the product, and for the official auth-js suite.
   */
  AUTH_JWT_KEYS: optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        const keys: unknown = JSON.parse(v);
        return Array.isArray(keys) && keys.length > 0 && keys.every((k) => typeof k === "object" && k !== null && "kty" in k);
      } catch {
        return false;
      }
    },
    { message: "must be a JSON array of JWKs (GoTrue's GOTRUE_JWT_KEYS format)" },
  ),
  /** true: POST /auth/v1/signup answers 422 signup_disabled (accounts are made by staff or invitation). */
  AUTH_DISABLE_SIGNUP: booleanFlag,
  /** true: sign-up without an e-mail or phone makes an anonymous user (GoTrue's anonymous sign-ins); off by default. */
  AUTH_ANONYMOUS_USERS: booleanFlag,
  /** Phone sign-in and verification codes by SMS (through the SMS transport); on unless "false". */
  AUTH_PHONE_ENABLED: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  /**
   * GoTrue's SMS test numbers for development: "15555550100=123456,15555550101=654321". A code
   * sent to such a number is not texted; the fixed code signs in.
   */
  AUTH_SMS_TEST_OTP: optionalString,
  /** WebAuthn relying party: its id (a registrable domain; default the host of PUBLIC_URL) and the name shown by authenticators. */
  AUTH_WEBAUTHN_RP_ID: optionalString,
  AUTH_WEBAUTHN_RP_NAME: optionalString.transform((v) => v ?? "Heartland Closing"),
  /** Origins passkeys may be used from, comma-separated (default: the origin of PUBLIC_URL). */
  AUTH_WEBAUTHN_ORIGINS: optionalString,
  /** Access-token lifetime in seconds (GoTrue's default: one hour). */
  AUTH_JWT_EXPIRY: z.coerce.number().int().min(30).max(86_400).default(3_600),
  /** true: sign-up e-mails a confirmation link and returns no session until it is followed. */
  AUTH_CONFIRM_EMAIL: booleanFlag,
  /** GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, on here: a session older than 24 h changes the password only with a reauthentication code. */
  AUTH_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: onUnlessFalse,
  /** GoTrue's GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: an address change is confirmed from the current address and the new one. */
  AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED: onUnlessFalse,
  /** Addresses promoted to admin when they sign up (comma-separated). */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((e) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(e)), {
      message: "must be a comma-separated list of e-mail addresses",
    }),
  /** Multiplies every auth rate limit (e.g. 20 for a load test); 1 in production. */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
  /** Multiplies the per-IP limits of the public forms and calculator PDFs (browser tests from one address); 1 in production. */
  FORM_RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
  /**
   * required (default): admin data needs an aal2 session (two-step verification done in this
   * session). optional: an admin's password session is enough (a development convenience only).
   */
  ADMIN_MFA: z.enum(["required", "optional"]).default("required"),
  /** The partner site of the dashboard's free CE credits card. */
  CE_CREDITS_URL: httpUrl("the CE credits partner").transform((v) => v ?? "https://www.iowarealtors.com/"),
  /**
   * Caps on the e-mails and texts accounts send their clients (POST /api/v1/clients/{id}/communications;
   * docs/decisions/024-message-caps.md), counted in the database and scaled by FORM_RATE_LIMIT_MULTIPLIER.
   */
  CLIENT_MESSAGES_PER_HOUR: count(60),
  CLIENT_MESSAGES_PER_DAY: count(200),
  /** An account younger than this many days sends at most the NEW_ACCOUNT caps instead. */
  CLIENT_MESSAGES_NEW_ACCOUNT_DAYS: z.coerce.number().min(0).max(365).default(3),
  CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR: count(10),
  CLIENT_MESSAGES_NEW_ACCOUNT_PER_DAY: count(20),
  /** Messages one address or number receives in a day, from every account together. */
  CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: count(5),
  CLIENT_MESSAGES_PER_IP_PER_HOUR: count(100),
  /** Every account's client messages together, per hour: the ceiling of what an attack can cost. */
  CLIENT_MESSAGES_TOTAL_PER_HOUR: count(500),
  /** ISO 3166 country codes of the numbers we text (client texts and sign-in codes alike). */
  SMS_ALLOWED_COUNTRIES: z
    .string()
    .optional()
    .transform((v) =>
      (v?.trim() ? v : "US,CA")
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((c) => /^[A-Z]{2}$/.test(c)), {
      message: "must be comma-separated two-letter country codes, e.g. US,CA",
    }),
  /** Sign-in and confirmation codes texted per hour by the whole service (GoTrue's GOTRUE_RATE_LIMIT_SMS_SENT). */
  AUTH_RATE_LIMIT_SMS_SENT: count(30),
  /** Codes texted to one number per day, on top of one a minute. */
  AUTH_SMS_PER_NUMBER_PER_DAY: count(10),
  /**
   * The proxies in front of us (server/http/proxy-trust.ts): false (none: the socket's peer is the
   * client), true (one), a hop count, or their addresses/CIDR ranges, comma-separated. The client
   * is the right-most X-Forwarded-For entry that they did not add.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseProxyTrust(v);
      if ("error" in trust) {
        ctx.addIssue({ code: "custom", message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  /**
   * Request bodies that stall this long, or arrive slower than BODY_MIN_BYTES_PER_SECOND averaged
   * over half of it, are dropped with 408 (server/http/body-pace.ts; 0 turns the rate check off).
   */
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(DEFAULT_BODY_PACE.idleMs),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(100_000_000).default(DEFAULT_BODY_PACE.minBytesPerSecond),
  /** How long a signed /files download link stays valid, in seconds (docs/decisions/011-file-store-and-signed-links.md). */
  RESOURCE_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(604_800).default(600),
  /**
   * Where closing-file documents are kept: unset, the file system under DATA_DIR; or an
   * S3-compatible object store, "s3://ACCESS_KEY:SECRET@host:port/bucket?region=us-east-1"
   * (https unless "?tls=false"; path-style addressing), so several instances share one store.
   */
  STORAGE_URL: z.string().trim().min(1).optional(),
  /**
   * Milestone changes to one closing file within this many seconds of each other go out as one
   * message (server/closing/notifier.ts); 0 sends at the next poll.
   */
  CLOSING_NOTIFY_BATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  /** How long a signed closing-document download link stays valid, in seconds. */
  DOCUMENT_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /**
   * The master keyring that wraps every closing file's data key (server/crypto/keyring.ts):
   * "k2:<base64 of 32 bytes>,k1:<…>", the active key first. Required in production; unset
   * elsewhere, server/main.ts generates a development key into DATA_DIR. Never logged.
   */
  DATA_ENCRYPTION_KEY: optionalString.transform((v, ctx): Keyring | undefined => {
    if (v === undefined) return undefined;
    try {
      return parseKeyring(v, "DATA_ENCRYPTION_KEY");
    } catch (err) {
      // KeyringError messages name the entry and id, never the key.
      if (!(err instanceof KeyringError)) throw err;
      ctx.addIssue({ code: "custom", message: err.message.replace(/^DATA_ENCRYPTION_KEY, /, "") });
      return z.NEVER;
    }
  }),
  // --- Metrics and readiness (issue 33, server/metrics/) ---
  /**
   * The bearer token Prometheus sends to GET /metrics (`authorization: { credentials: … }` in its
   * scrape config). Unset with METRICS_LISTEN unset too: /metrics answers 404 (never public).
   */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters long (e.g. `openssl rand -hex 32`)",
  }),
  /**
   * host:port of a separate listener that serves only /metrics (e.g. 127.0.0.1:9464, or
   * [::1]:9464); the site's own port then answers /metrics with 404. With METRICS_TOKEN set too,
   * the listener asks for the token as well.
   */
  METRICS_LISTEN: optionalString.transform((v, ctx): { host: string; port: number } | undefined => {
    if (v === undefined) return undefined;
    const match = /^(?:\[([0-9a-f:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/i.exec(v);
    const port = Number(match?.[3]);
    if (!match || !(port >= 1 && port <= 65_535)) {
      ctx.addIssue({ code: "custom", message: "must be host:port, e.g. 127.0.0.1:9464 or [::1]:9464" });
      return z.NEVER;
    }
    return { host: (match[1] ?? match[2])!, port };
  }),
  // --- end of metrics and readiness ---
  // --- Backups (issue 33, server/backup/, docs/backups.md) ---
  /** Where archives go: `npm run backup`'s default and the scheduled backups' folder. */
  BACKUP_DIR: optionalString,
  /** A cron expression, Iowa time (server/backup/backup-schedule.ts): "0 2 * * *" is daily at 2:00. Unset: no scheduled backups. */
  BACKUP_SCHEDULE: optionalString.refine((v) => v === undefined || validCron(v), {
    message: 'must be a cron expression with five fields (minute hour day month weekday), e.g. "0 2 * * *" for daily at 2:00',
  }),
  /** How many complete archives the schedule keeps in BACKUP_DIR (the oldest beyond it are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1, "must be at least 1").max(1000).default(7),
  /** With STORAGE_URL: copy the bucket's objects into each archive (include), or only list them with checksums (manifest). */
  BACKUP_S3_OBJECTS: z.enum(["include", "manifest"], { message: 'must be "include" or "manifest"' }).default("include"),
  // --- end of backups ---
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  webBuildDir: string;
  publicUrl: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.DATA_ENCRYPTION_KEY) throw new ConfigError(MISSING_KEY_MESSAGE);
  const sms = smsSettingProblems(env);
  if (sms.length) throw new ConfigError(`Invalid configuration:\n${sms.map((l) => `  ${l}`).join("\n")}`);
  // Backups (issue 33): a schedule needs a folder.
  if (env.BACKUP_SCHEDULE && !env.BACKUP_DIR) throw new ConfigError("Invalid configuration:\n  BACKUP_DIR: is needed with BACKUP_SCHEDULE (the folder the scheduled backups go to)");
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    webBuildDir: resolve(env.WEB_BUILD_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

const MISSING_KEY_MESSAGE = [
  "Invalid configuration:",
  "  DATA_ENCRYPTION_KEY: is required in production (it encrypts closing documents at rest).",
  '  Generate one with:  echo "k1:$(openssl rand -base64 32)"',
  "  and keep it safe: documents cannot be read without it (docs/decisions/040-envelope-encryption.md).",
].join("\n");

/** Twilio's settings make sense only together: credentials in pairs, and one way of sending. */
function smsSettingProblems(env: z.infer<typeof schema>): string[] {
  const { SMS_ACCOUNT_SID: sid, SMS_AUTH_TOKEN: token, SMS_FROM: from, SMS_MESSAGING_SERVICE_SID: service } = env;
  if (!sid && !token && !from && !service) return [];
  if (!sid || !token) return [`${sid ? "SMS_AUTH_TOKEN" : "SMS_ACCOUNT_SID"}: is needed with the other Twilio settings`];
  if (!from && !service) return ["SMS_FROM: is needed (or SMS_MESSAGING_SERVICE_SID) to send SMS"];
  return [];
}

/** Backups (issue 33): whether croner reads `expression` as a schedule of five fields (seconds are not ours to set). */
function validCron(expression: string): boolean {
  if (expression.split(/\s+/).length !== 5) return false;
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}
