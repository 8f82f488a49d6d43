import { describe, expect, test } from "vitest";
import { randomBytes } from "node:crypto";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  test("an empty environment gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.CHAT_WIDGET_SRC).toBeUndefined();
    expect(config.RESOURCE_LINK_TTL_SECONDS).toBe(600);
  });

  test.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL"],
    ["SMTP_URL", "mail.example.com", "SMTP_URL"],
    ["CHAT_WIDGET_SRC", "javascript:alert(1)", "CHAT_WIDGET_SRC"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL"],
    ["AUTH_JWT_SECRET", "too-short", "AUTH_JWT_SECRET"],
    ["AUTH_JWT_EXPIRY", "5", "AUTH_JWT_EXPIRY"],
    ["AUTH_CONFIRM_EMAIL", "yes", "AUTH_CONFIRM_EMAIL"],
    ["ADMIN_EMAILS", "boss@example.com, not-an-address", "ADMIN_EMAILS"],
    ["AUTH_RATE_LIMIT_MULTIPLIER", "0", "AUTH_RATE_LIMIT_MULTIPLIER"],
    ["RESOURCE_LINK_TTL_SECONDS", "0", "RESOURCE_LINK_TTL_SECONDS"],
    ["RESOURCE_LINK_TTL_SECONDS", "ten minutes", "RESOURCE_LINK_TTL_SECONDS"],
  ])("%s=%s fails fast and names the variable", (name, value, named) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${named}:`));
  });

  test("blank optional settings count as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", CHAT_WIDGET_SRC: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.CHAT_WIDGET_SRC).toBeUndefined();
  });

  test("accepts a PostgreSQL URL and a trailing slash on the public address", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/app", PUBLIC_URL: "https://closing.example/" });
    expect(config.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/app");
    expect(config.publicUrl).toBe("https://closing.example");
  });

  test("auth settings: defaults, and ADMIN_EMAILS as a trimmed lower-case list", () => {
    const defaults = loadConfig({});
    expect([defaults.AUTH_JWT_SECRET, defaults.AUTH_JWT_EXPIRY, defaults.AUTH_CONFIRM_EMAIL, defaults.ADMIN_EMAILS]).toEqual([undefined, 3600, false, []]);
    expect([defaults.AUTH_RATE_LIMIT_MULTIPLIER, defaults.TRUST_PROXY]).toEqual([1, { kind: "none" }]);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
    const config = loadConfig({ ADMIN_EMAILS: " Boss@Example.com,ops@heartland.example ,", AUTH_CONFIRM_EMAIL: "true" });
    expect(config.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@heartland.example"]);
    expect(config.AUTH_CONFIRM_EMAIL).toBe(true);
  });

  describe("Twilio", () => {
    const SID = `AC${"a".repeat(32)}`;
    test("unset: no SMS provider, Twilio's own API address by default", () => {
      const config = loadConfig({});
      expect(config.SMS_ACCOUNT_SID).toBeUndefined();
      expect(config.SMS_API_URL).toBe("https://api.twilio.com");
    });

    test("an account, its token and a sending number (or a Messaging Service) are enough", () => {
      expect(loadConfig({ SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: "t", SMS_FROM: "+13195550100" }).SMS_FROM).toBe("+13195550100");
      const service = `MG${"b".repeat(32)}`;
      expect(loadConfig({ SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: "t", SMS_MESSAGING_SERVICE_SID: service }).SMS_MESSAGING_SERVICE_SID).toBe(service);
    });

    test.each([
      [{ SMS_ACCOUNT_SID: SID, SMS_FROM: "+13195550100" }, "SMS_AUTH_TOKEN"],
      [{ SMS_AUTH_TOKEN: "t", SMS_FROM: "+13195550100" }, "SMS_ACCOUNT_SID"],
      [{ SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: "t" }, "SMS_FROM"],
      [{ SMS_ACCOUNT_SID: "ACnot-a-sid" }, "SMS_ACCOUNT_SID"],
      [{ SMS_FROM: "319-555-0100" }, "SMS_FROM"],
      [{ SMS_MESSAGING_SERVICE_SID: "MG1" }, "SMS_MESSAGING_SERVICE_SID"],
      [{ SMS_API_URL: "api.twilio.com" }, "SMS_API_URL"],
    ])("%j fails fast and names %s", (env, named) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${named}:`));
    });
  });
});

describe("DATA_ENCRYPTION_KEY", () => {
  const k1 = randomBytes(32).toString("base64");
  const k2 = randomBytes(32).toString("base64");

  test("is parsed into the keyring, the first key active; unset outside production it is simply absent", () => {
    const config = loadConfig({ DATA_ENCRYPTION_KEY: ` k2:${k2} , k1:${k1} ` });
    expect(config.DATA_ENCRYPTION_KEY!.active.id).toBe("k2");
    expect(config.DATA_ENCRYPTION_KEY!.keys.map((k) => k.id)).toEqual(["k2", "k1"]);
    expect(config.DATA_ENCRYPTION_KEY!.get("k1")!.key.export().toString("base64")).toBe(k1);
    expect(loadConfig({}).DATA_ENCRYPTION_KEY).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", DATA_ENCRYPTION_KEY: "" }).DATA_ENCRYPTION_KEY).toBeUndefined();
    // Nothing in the parsed settings prints a key (a logged config, a thrown object).
    expect(JSON.stringify(config)).not.toContain(k1);
  });

  test("production refuses to start without it, saying how to make one", () => {
    const refusal = () => loadConfig({ NODE_ENV: "production" });
    expect(refusal).toThrow(ConfigError);
    expect(refusal).toThrow(/^Invalid configuration:\n {2}DATA_ENCRYPTION_KEY: is required in production/);
    expect(refusal).toThrow(/openssl rand -base64 32/);
    expect(loadConfig({ NODE_ENV: "production", DATA_ENCRYPTION_KEY: `k1:${k1}` }).DATA_ENCRYPTION_KEY!.active.id).toBe("k1");
  });

  test.each([
    ["no id", k1, /entry 1: expected "id:<base64 of 32 bytes>"/],
    ["a short key", `k1:${randomBytes(16).toString("base64")}`, /entry 1 \(id "k1"\): the key must be 32 bytes, it decodes to 16/],
    ["a repeated id", `k1:${k1},k1:${k2}`, /names key id "k1" twice/],
  ])("%s is refused naming the variable, never echoing the key", (_name, value, message) => {
    for (const env of ["production", "development"]) {
      let error: unknown;
      try {
        loadConfig({ NODE_ENV: env, DATA_ENCRYPTION_KEY: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}DATA_ENCRYPTION_KEY: (entry 1|The encryption keyring names)/);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(k1);
      expect((error as Error).message).not.toContain(k2);
    }
  });
});

// Backups (issue 33): server/backup/, docs/backups.md.
describe("BACKUP_*", () => {
  test("unset: no scheduled backups, keep 7, S3 objects copied into the archive", () => {
    const config = loadConfig({});
    expect([config.BACKUP_DIR, config.BACKUP_SCHEDULE, config.BACKUP_KEEP, config.BACKUP_S3_OBJECTS]).toEqual([undefined, undefined, 7, "include"]);
    expect(loadConfig({ BACKUP_DIR: "/var/backups/heartland", BACKUP_SCHEDULE: "30 2 * * 1-5", BACKUP_KEEP: "14", BACKUP_S3_OBJECTS: "manifest" })).toMatchObject({
      BACKUP_DIR: "/var/backups/heartland",
      BACKUP_SCHEDULE: "30 2 * * 1-5",
      BACKUP_KEEP: 14,
      BACKUP_S3_OBJECTS: "manifest",
    });
  });

  test.each([
    [{ BACKUP_DIR: "/b", BACKUP_SCHEDULE: "every night" }, "BACKUP_SCHEDULE: must be a cron expression with five fields"],
    [{ BACKUP_DIR: "/b", BACKUP_SCHEDULE: "0 2 * * * *" }, "BACKUP_SCHEDULE: must be a cron expression with five fields"],
    [{ BACKUP_DIR: "/b", BACKUP_SCHEDULE: "0 25 * * *" }, "BACKUP_SCHEDULE: must be a cron expression with five fields"],
    [{ BACKUP_SCHEDULE: "0 2 * * *" }, "BACKUP_DIR: is needed with BACKUP_SCHEDULE"],
    [{ BACKUP_KEEP: "0" }, "BACKUP_KEEP: must be at least 1"],
    [{ BACKUP_S3_OBJECTS: "some" }, 'BACKUP_S3_OBJECTS: must be "include" or "manifest"'],
  ])("%j is refused, naming the setting", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
