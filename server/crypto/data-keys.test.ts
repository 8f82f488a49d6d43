/**
 * Data keys wrapped by master keys (data-keys.ts): issue 32 asks that each ciphertext record its
 * key id so `encryption-keys rotate` rewraps data keys "without touching the documents", and that a
 * wrong key or a tampered ciphertext is refused, never served.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { DecryptionError, type DecryptionErrorCode } from "./crypto-errors.ts";
import { generateDataKey, needsRewrap, rewrapDataKey, unwrapDataKey, wrapDataKey, wrappedKeyId } from "./data-keys.ts";
import { decryptBytes, encryptBytes } from "./document-stream.ts";
import { parseKeyring } from "./keyring.ts";

const b64 = () => randomBytes(32).toString("base64");
const K1 = b64();
const K2 = b64();
const before = parseKeyring(`k1:${K1}`);
const after = parseKeyring(`k2:${K2},k1:${K1}`);
const onlyNew = parseKeyring(`k2:${K2}`);

function codeOf(fn: () => unknown): DecryptionErrorCode | "no error" {
  try {
    fn();
  } catch (err) {
    if (err instanceof DecryptionError) return err.code;
    throw err;
  }
  return "no error";
}

describe("wrapping a data key", () => {
  test("a data key is 32 random bytes, and unwraps to the same bytes under the id it names", () => {
    const key = generateDataKey();
    expect(key.symmetricKeySize).toBe(32);
    expect(generateDataKey().export().equals(key.export())).toBe(false);
    const wrapped = wrapDataKey(before, key, "file-1");
    expect(wrapped).toMatch(/^hcdk1\.k1\.[A-Za-z0-9_-]{80}$/);
    expect(wrappedKeyId(wrapped)).toBe("k1");
    expect(wrapped).not.toContain(key.export().toString("base64url"));
    expect(unwrapDataKey(before, wrapped, "file-1").export().equals(key.export())).toBe(true);
    // Random nonce: the same key wraps differently each time.
    expect(wrapDataKey(before, key, "file-1")).not.toBe(wrapped);
  });

  test("rotation rewraps under the active key, keeps the key, leaves documents readable, and is idempotent", async () => {
    const key = generateDataKey();
    const document = await encryptBytes(Buffer.from("deed of trust"), key);
    const old = wrapDataKey(before, key, "file-1");
    expect(needsRewrap(after, old)).toBe(true);
    const rewrapped = rewrapDataKey(after, old, "file-1");
    expect(wrappedKeyId(rewrapped)).toBe("k2");
    expect(needsRewrap(after, rewrapped)).toBe(false);
    expect(rewrapDataKey(after, rewrapped, "file-1")).toBe(rewrapped);
    // Once every row is rewrapped, the old master key can leave the keyring.
    const unwrapped = unwrapDataKey(onlyNew, rewrapped, "file-1");
    expect((await decryptBytes(document, unwrapped)).toString()).toBe("deed of trust");
    expect(codeOf(() => unwrapDataKey(onlyNew, old, "file-1"))).toBe("key_unknown");
  });

  test("a wrong master key under the same id, another context, or a relabelled id is refused", () => {
    const key = generateDataKey();
    const wrapped = wrapDataKey(after, key, "file-1");
    expect(codeOf(() => unwrapDataKey(parseKeyring(`k2:${b64()}`), wrapped, "file-1"))).toBe("wrapped_key_rejected");
    expect(codeOf(() => unwrapDataKey(after, wrapped, "file-2"))).toBe("wrapped_key_rejected");
    expect(codeOf(() => unwrapDataKey(after, wrapped.replace("hcdk1.k2.", "hcdk1.k1."), "file-1"))).toBe("wrapped_key_rejected");
    expect(codeOf(() => unwrapDataKey(parseKeyring(`k9:${K2}`), wrapped, "file-1"))).toBe("key_unknown");
  });

  test("every single-bit change of the wrapped bytes is refused", () => {
    const wrapped = wrapDataKey(before, generateDataKey());
    const sealed = Buffer.from(wrapped.split(".")[2]!, "base64url");
    const codes = new Set<string>();
    for (let bit = 0; bit < sealed.length * 8; bit++) {
      const flipped = Buffer.from(sealed);
      flipped[bit >> 3]! ^= 1 << (bit & 7);
      codes.add(codeOf(() => unwrapDataKey(before, `hcdk1.k1.${flipped.toString("base64url")}`)));
    }
    expect([...codes]).toEqual(["wrapped_key_rejected"]);
  });

  test.each([
    ["empty", ""],
    ["another prefix", "hcdk2.k1.AAAA"],
    ["no key id", "hcdk1..AAAA"],
    ["too short", "hcdk1.k1.AAAA"],
    ["one part more", "hcdk1.k1.AAAA.BBBB"],
    ["not base64url", `hcdk1.k1.${"A".repeat(79)}+`],
  ])("%s is refused as malformed", (_name, wrapped) => {
    expect(codeOf(() => unwrapDataKey(before, wrapped))).toBe("wrapped_key_malformed");
  });
});
