/**
 * The master keyring's one-line form (keyring.ts): what DATA_ENCRYPTION_KEY will hold. Errors must
 * say what is wrong and where, and never print a key (issue 32, "Private information encrypted at
 * rest"; docs/decisions/040-envelope-encryption.md).
 */
import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { KeyringError } from "./crypto-errors.ts";
import { formatKeyring, parseKeyring } from "./keyring.ts";

const k = (bytes = 32) => randomBytes(bytes).toString("base64");

describe("parseKeyring", () => {
  test("the first entry is active; every entry unwraps; ids and keys survive a format round trip", () => {
    const a = k();
    const b = randomBytes(32).toString("base64url");
    const keyring = parseKeyring(` k2:${a} ,\n k1:${b}\n`);
    expect(keyring.active.id).toBe("k2");
    expect(keyring.keys.map((x) => x.id)).toEqual(["k2", "k1"]);
    expect(keyring.get("k1")!.key.export().toString("base64url")).toBe(b);
    expect(keyring.get("k3")).toBeUndefined();
    expect(formatKeyring(keyring)).toBe(`k2:${a},k1:${Buffer.from(b, "base64url").toString("base64")}`);
  });

  test("a keyring printed or serialised shows no key bytes", () => {
    const a = k();
    const keyring = parseKeyring(`k1:${a}`);
    const hex = Buffer.from(a, "base64").toString("hex");
    for (const shown of [inspect(keyring, { depth: 10 }), JSON.stringify(keyring)]) {
      expect(shown).not.toContain(a);
      expect(shown).not.toContain(hex);
    }
  });

  const secret = k();
  test.each([
    ["empty", "", "keyring_empty", /empty/],
    ["only commas and spaces", " , ,", "keyring_empty", /empty/],
    ["no colon", secret, "keyring_entry_invalid", /entry 1.*no ":"/],
    ["an id with a space", `my key:${secret}`, "keyring_entry_invalid", /entry 1: the key id/],
    ["an id over 32 characters", `${"a".repeat(33)}:${secret}`, "keyring_entry_invalid", /key id/],
    ["an empty key", "k1:", "keyring_entry_invalid", /not base64/],
    ["a key that is not base64", `k1:${secret.slice(0, 20)}!!${secret.slice(22)}`, "keyring_entry_invalid", /"k1".*not base64/],
    ["a 16-byte key", `k1:${secret},k2:${k(16)}`, "keyring_entry_invalid", /entry 2 \(id "k2"\).*32 bytes.*16/],
    ["a 33-byte key", `k1:${k(33)}`, "keyring_entry_invalid", /32 bytes.*33/],
    ["a trailing comma", `k1:${secret},`, "keyring_entry_invalid", /entry 2/],
    ["an id twice", `k1:${secret},k1:${k()}`, "keyring_duplicate_id", /"k1" twice/],
  ])("%s is refused with a message naming the problem and no key", (_name, text, code, message) => {
    let error: unknown;
    try {
      parseKeyring(text, "DATA_ENCRYPTION_KEY");
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(KeyringError);
    expect((error as KeyringError).code).toBe(code);
    expect((error as KeyringError).message).toMatch(message);
    expect((error as KeyringError).message).toMatch(/DATA_ENCRYPTION_KEY|encryption keyring/);
    expect((error as KeyringError).message).not.toContain(secret.slice(0, 12));
  });
});
