/**
 * A closing file's data key on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * made once, even when instances race for it, and read back under the same master key.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { openDatabase, type AppDb } from "#db/client.ts";
import { closingFiles } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { decryptBytes, encryptBytes } from "./document-stream.ts";
import { dataKeyOf } from "./file-keys.ts";
import { keyringOf } from "./keyring.ts";
import { generateMasterKey } from "./test-keyring.ts";
import { AppError } from "../http/errors.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const storedKey = async (db: AppDb, fileId: string) =>
  (await db.select({ dataKey: closingFiles.dataKey, updatedAt: closingFiles.updatedAt }).from(closingFiles).where(eq(closingFiles.id, fileId)))[0]!;

describe("dataKeyOf", () => {
  test("makes a file's key on first use, stores it only wrapped (naming the master key), and gives the same key after", async () => {
    const master = generateMasterKey("k1");
    const { id } = await insertFile(t.db);
    const before = await storedKey(t.db, id);
    expect(before.dataKey).toBeNull();

    const key = await dataKeyOf(t.db, keyringOf([master]), id);
    const after = await storedKey(t.db, id);
    expect(after.dataKey).toMatch(/^hcdk1\.k1\./);
    expect(after.dataKey).not.toContain(key.export().toString("base64"));
    // A key is no edit to the file: its updated_at (what lists sort by) stays.
    expect(after.updatedAt).toEqual(before.updatedAt);

    // A new keyring object has no cache: the key is unwrapped from the row, and is the same key.
    const again = await dataKeyOf(t.db, keyringOf([master]), id);
    expect(again.equals(key)).toBe(true);
    const sealed = await encryptBytes(Buffer.from("closing disclosure"), key);
    expect((await decryptBytes(sealed, again)).toString()).toBe("closing disclosure");
  });

  test("two instances asking at once end up with one key", async () => {
    const master = generateMasterKey("k1");
    const { id } = await insertFile(t.db);
    // PostgreSQL: a second pool, as a second instance has; PGlite has one connection per process.
    const other = t.url ? await openDatabase({ url: t.url, poolMax: 4 }) : undefined;
    try {
      const instances = [t.db, other?.db ?? t.db];
      // Each call with its own keyring object: no shared cache, as in two processes.
      const keys = await Promise.all(Array.from({ length: 12 }, (_, i) => dataKeyOf(instances[i % 2]!, keyringOf([master]), id)));
      const first = keys[0]!.export();
      for (const key of keys) expect(key.export().equals(first)).toBe(true);
      const stored = await storedKey(t.db, id);
      expect((await dataKeyOf(t.db, keyringOf([master]), id)).export().equals(first)).toBe(true);
      expect(stored.dataKey).toMatch(/^hcdk1\.k1\./);
    } finally {
      await other?.close();
    }
  });

  test("a key wrapped for one file is refused on another, and an unknown file is a 404", async () => {
    const keyring = keyringOf([generateMasterKey("k1")]);
    const a = await insertFile(t.db);
    const b = await insertFile(t.db);
    await dataKeyOf(t.db, keyring, a.id);
    const { dataKey } = await storedKey(t.db, a.id);
    await t.db.update(closingFiles).set({ dataKey }).where(eq(closingFiles.id, b.id));
    await expect(dataKeyOf(t.db, keyring, b.id)).rejects.toMatchObject({ name: "DecryptionError", code: "wrapped_key_rejected" });

    for (const id of [randomUUID(), "not-a-uuid"]) {
      const missing = dataKeyOf(t.db, keyring, id);
      await expect(missing).rejects.toBeInstanceOf(AppError);
      await expect(missing).rejects.toMatchObject({ status: 404, code: "not_found" });
    }
  });

  test("the id in capitals (as a URL may carry it) is the same file and the same key", async () => {
    const master = generateMasterKey("k1");
    const { id } = await insertFile(t.db);
    const upper = await dataKeyOf(t.db, keyringOf([master]), id.toUpperCase());
    // Wrapped with the canonical id as context: the lower-case spelling unwraps it, in a fresh process (keyring).
    expect((await dataKeyOf(t.db, keyringOf([master]), id)).equals(upper)).toBe(true);
    expect((await storedKey(t.db, id)).dataKey).toMatch(/^hcdk1\.k1\./);
  });

  test("a master key missing from the keyring is named in the error, and the row is left alone", async () => {
    const { id } = await insertFile(t.db);
    await dataKeyOf(t.db, keyringOf([generateMasterKey("old")]), id);
    const { dataKey } = await storedKey(t.db, id);
    await expect(dataKeyOf(t.db, keyringOf([generateMasterKey("new")]), id)).rejects.toThrow(/master key "old", which the keyring does not hold/);
    expect((await storedKey(t.db, id)).dataKey).toBe(dataKey);
  });
});
