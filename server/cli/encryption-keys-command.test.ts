/**
 * `npm run admin -- encryption-keys rotate` on a real database: every file's data key is rewrapped
 * under the new master key, so documents sealed before the rotation still open once the old key
 * is dropped; a second run has nothing to do; a key the keyring cannot open is reported, not lost.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { auditEvents, closingFiles } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { decryptBytes, encryptBytes } from "../crypto/document-stream.ts";
import { dataKeyOf } from "../crypto/file-keys.ts";
import { formatKeyring, keyringOf } from "../crypto/keyring.ts";
import { generateMasterKey } from "../crypto/test-keyring.ts";
import { runAdminCommand } from "./admin-command.ts";
import { encryptionKeysCommand } from "./encryption-keys-command.ts";
import { loadConfig } from "../env.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const wrappedOf = async (ids: string[]) =>
  (await t.db.select({ id: closingFiles.id, dataKey: closingFiles.dataKey }).from(closingFiles).where(inArray(closingFiles.id, ids))).map((r) => r.dataKey);

describe("encryption-keys rotate", () => {
  test("rewraps every data key under the new key; old documents open with the old key gone; a rerun has nothing to do", async () => {
    // This file's database is its own, and this test runs first: these three are its only keys.
    const k1 = generateMasterKey("rot-k1");
    const k2 = generateMasterKey("rot-k2");
    const before = keyringOf([k1]);
    const files = await Promise.all([insertFile(t.db), insertFile(t.db), insertFile(t.db)]);
    const ids = files.map((f) => f.id);
    const sealed = await Promise.all(ids.map(async (id, i) => encryptBytes(Buffer.from(`purchase agreement ${i}`), await dataKeyOf(t.db, before, id))));
    // A file with no document yet has no key, and the rotation leaves it so.
    const keyless = await insertFile(t.db);

    const rotated = keyringOf([k2, k1]);
    const result = await encryptionKeysCommand(t.db, rotated, ["rotate"]);
    expect(result.exitCode).toBe(0);
    expect(result.output).toBe(
      [
        'Active master key: "rot-k2"; the keyring also holds "rot-k1".',
        'Rewrapped 3 data keys (from "rot-k1"); 0 already under "rot-k2"; 0 could not be unwrapped.',
        'No data key needs "rot-k1" any more: it may be removed from DATA_ENCRYPTION_KEY once every instance runs with the new key. ' +
          "Keep a copy while database backups taken before now are kept: they hold keys wrapped under it.",
      ].join("\n"),
    );
    // Never a key, in either form.
    for (const key of [k1, k2]) {
      const raw = key.key.export();
      expect(result.output).not.toContain(raw.toString("base64"));
      expect(result.output).not.toContain(raw.toString("base64url"));
    }
    for (const wrapped of await wrappedOf(ids)) expect(wrapped).toMatch(/^hcdk1\.rot-k2\./);
    expect(await wrappedOf([keyless.id])).toEqual([null]);

    // The old master key dropped: every document sealed before the rotation still opens.
    const after = keyringOf([k2]);
    for (const [i, id] of ids.entries()) {
      expect((await decryptBytes(sealed[i]!, await dataKeyOf(t.db, after, id))).toString()).toBe(`purchase agreement ${i}`);
    }

    // Each rewrap is in the file's audit trail, by the command line.
    const audit = await t.db
      .select({ targetId: auditEvents.targetId, payload: auditEvents.payload, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "closing_file.data_key_rewrapped"), inArray(auditEvents.targetId, ids)));
    expect(audit.map((a) => a.targetId).sort()).toEqual([...ids].sort());
    for (const a of audit) expect(a).toMatchObject({ actorId: null, payload: { from: "rot-k1", to: "rot-k2", via: "cli" } });

    // Resumable and idempotent: a second run finds nothing to rewrap.
    const again = await encryptionKeysCommand(t.db, after, ["rotate"]);
    expect(again.exitCode).toBe(0);
    expect(again.output).toMatch(/^Active master key: "rot-k2"\.\nRewrapped 0 data keys; \d+ already under "rot-k2"; 0 could not be unwrapped\.$/);
  });

  test("a data key under a master key the keyring lacks is reported by file, the command fails, and the row is untouched", async () => {
    const lost = generateMasterKey("lost-k");
    const { id } = await insertFile(t.db);
    await dataKeyOf(t.db, keyringOf([lost]), id);
    const [wrapped] = await wrappedOf([id]);

    const result = await encryptionKeysCommand(t.db, keyringOf([generateMasterKey("fail-k2")]), ["rotate"]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain(`  ${id}: The data key was wrapped with master key "lost-k", which the keyring does not hold.`);
    expect(result.output).toMatch(/\d+ could not be unwrapped\./);
    expect(result.output).toContain("run the command again: it resumes where it stopped");
    expect(await wrappedOf([id])).toEqual([wrapped]);

    // Once the key is back in the keyring, the run completes.
    const fixed = await encryptionKeysCommand(t.db, keyringOf([generateMasterKey("fail-k2"), lost, generateMasterKey("rot-k2")]), ["rotate"]);
    expect(fixed.output).not.toContain(id);
  });

  test("two runs at once rewrap each key once (compare-and-set per row)", async () => {
    const k1 = generateMasterKey("race-k1");
    const k2 = generateMasterKey("race-k2");
    const files = await Promise.all(Array.from({ length: 6 }, () => insertFile(t.db)));
    const ids = files.map((f) => f.id);
    for (const id of ids) await dataKeyOf(t.db, keyringOf([k1]), id);
    // Keys from the earlier tests are under keys this keyring lacks (reported, exit 1); only race-k1's matter here.
    const rotated = keyringOf([k2, k1]);
    const runs = await Promise.all([encryptionKeysCommand(t.db, rotated, ["rotate"]), encryptionKeysCommand(t.db, rotated, ["rotate"])]);
    for (const wrapped of await wrappedOf(ids)) expect(wrapped).toMatch(/^hcdk1\.race-k2\./);
    const audit = await t.db
      .select({ targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "closing_file.data_key_rewrapped"), inArray(auditEvents.targetId, ids)));
    expect(audit).toHaveLength(ids.length);
    expect(runs.map((r) => r.output).join("\n")).not.toContain(k1.key.export().toString("base64"));
  });

  test("through npm run admin: the keyring of DATA_ENCRYPTION_KEY, and the usage for anything else", async () => {
    const k = generateMasterKey("cli-k1");
    const config = loadConfig({ NODE_ENV: "test", DATA_ENCRYPTION_KEY: formatKeyring(keyringOf([k])) });
    const { id } = await insertFile(t.db);
    await dataKeyOf(t.db, keyringOf([generateMasterKey("cli-k0")]), id);
    const result = await runAdminCommand(t.db, ["encryption-keys", "rotate"], config);
    // cli-k0 is not in DATA_ENCRYPTION_KEY: the file is named, with the key id that is missing.
    expect(result.output).toMatch(/^Active master key: "cli-k1"\./);
    expect(result.output).toContain(`${id}: The data key was wrapped with master key "cli-k0"`);

    for (const args of [["encryption-keys"], ["encryption-keys", "rotate", "now"], ["encryption-keys", "list"]]) {
      const usage = await runAdminCommand(t.db, args, config);
      expect(usage.exitCode).toBe(64);
      expect(usage.output).toMatch(/^Usage:\n {2}npm run admin -- encryption-keys rotate/);
    }
  });
});
