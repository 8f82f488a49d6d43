/**
 * The development master key (dev-key-file.ts): generated once into the data directory, readable
 * by its owner only, and the same key on every later start, so development documents stay
 * readable (issue 32: "in development the first start generates one into the data directory").
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { KeyringError } from "./crypto-errors.ts";
import { generateDataKey, unwrapDataKey, wrapDataKey } from "./data-keys.ts";
import { DEV_KEY_FILE_NAME, loadOrCreateDevKeyring } from "./dev-key-file.ts";
import { formatKeyring } from "./keyring.ts";

const root = mkdtempSync(join(tmpdir(), "hc-devkey-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("loadOrCreateDevKeyring", () => {
  test("the first call creates the key file with mode 0600; the second reuses the same key", () => {
    const dir = join(root, "data", "nested");
    const first = loadOrCreateDevKeyring(dir);
    expect(first.created).toBe(true);
    expect(first.path).toBe(join(dir, DEV_KEY_FILE_NAME));
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    expect(readFileSync(first.path, "utf8")).toMatch(/^dev1:[A-Za-z0-9+/]{43}=\n$/);

    const second = loadOrCreateDevKeyring(dir);
    expect(second.created).toBe(false);
    expect(formatKeyring(second.keyring)).toBe(formatKeyring(first.keyring));
    const dataKey = generateDataKey();
    const wrapped = wrapDataKey(first.keyring, dataKey);
    expect(unwrapDataKey(second.keyring, wrapped).export().equals(dataKey.export())).toBe(true);
  });

  test("two data directories get different keys", () => {
    const a = loadOrCreateDevKeyring(join(root, "a"));
    const b = loadOrCreateDevKeyring(join(root, "b"));
    expect(formatKeyring(a.keyring)).not.toBe(formatKeyring(b.keyring));
  });

  test("a key file others may read is refused, naming the file and the fix", () => {
    const dir = join(root, "open");
    const { path } = loadOrCreateDevKeyring(dir);
    chmodSync(path, 0o644);
    expect(() => loadOrCreateDevKeyring(dir)).toThrow(KeyringError);
    expect(() => loadOrCreateDevKeyring(dir)).toThrow(/mode 644.*chmod 600/);
    chmodSync(path, 0o600);
    expect(loadOrCreateDevKeyring(dir).created).toBe(false);
  });
});
