/**
 * `npm run admin -- encryption-keys rotate` rewraps office wire instructions' own data keys too
 * (issue 32): the instructions still open with the old master key gone, a rerun has nothing to
 * do, two runs at once rewrap each row once, and a key the keyring cannot open is named.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { auditEvents, officeWireInstructions } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { keyringOf, type Keyring } from "#server/crypto/keyring.ts";
import { generateMasterKey } from "#server/crypto/test-keyring.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { encryptionKeysCommand } from "#server/cli/encryption-keys-command.ts";
import type { EscrowWireInstructions } from "#core/money/bank-account.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { insertPending } from "./wire-instructions.queries.ts";
import { openWire, sealWire } from "./wire-seal.ts";

let t: TestDatabase;
// One key per id for the whole file: a second generateMasterKey("wire-k2") would be other bytes.
const k1 = generateMasterKey("wire-k1");
const k2 = generateMasterKey("wire-k2");
const k3 = generateMasterKey("wire-k3");
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const W: EscrowWireInstructions = {
  bank_name: "Hills Bank",
  bank_address: "131 Main Street, Hills, IA",
  routing_number: "073000228",
  account_number: "440012345678",
  account_name: "Escrow",
  reference_format: "File {file_number}",
};

/** A pending version of an office (each office holds one pending at a time). */
async function version(keyring: Keyring, office: string) {
  const sealed = await sealWire(keyring, W);
  await insertPending(t.db, { ...sealed, office, bankName: W.bank_name, visibleDigits: "5678", authoredBy: null as unknown as string });
  return sealed.id;
}
const rows = (ids: string[]) => t.db.select().from(officeWireInstructions).where(inArray(officeWireInstructions.id, ids));

describe("encryption-keys rotate and office wire instructions", () => {
  test("rewrapped under the new key; they open with the old key gone; audited; a rerun has nothing to do", async () => {
    const ids = [await version(keyringOf([k1]), OFFICE_CITIES[0]!), await version(keyringOf([k1]), OFFICE_CITIES[1]!)];
    const result = await encryptionKeysCommand(t.db, keyringOf([k2, k1]), ["rotate"]);
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('Office wire instructions: rewrapped 2; 0 already under "wire-k2".');
    expect(result.output).toContain('No data key needs "wire-k1" any more');
    for (const row of await rows(ids)) {
      expect(row.dataKey).toMatch(/^hcdk1\.wire-k2\./);
      expect(await openWire({ db: t.db, keyring: keyringOf([k2]), logger: silentLogger }, row)).toEqual(W);
    }
    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, "office_wire.data_key_rewrapped"), inArray(auditEvents.targetId, ids)));
    expect(audit).toHaveLength(2);
    const again = await encryptionKeysCommand(t.db, keyringOf([k2]), ["rotate"]);
    expect(again.output).toContain('Office wire instructions: rewrapped 0; 2 already under "wire-k2".');
  });

  test("two runs at once rewrap each row once (compare-and-set)", async () => {
    const rotated = keyringOf([k3, k2]);
    await Promise.all([encryptionKeysCommand(t.db, rotated, ["rotate"]), encryptionKeysCommand(t.db, rotated, ["rotate"])]);
    const all = await t.db.select().from(officeWireInstructions);
    for (const row of all) expect(row.dataKey).toMatch(/^hcdk1\.wire-k3\./);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "office_wire.data_key_rewrapped"));
    expect(audit).toHaveLength(all.length * 2);
  });

  test("a key under a master key the keyring lacks is named, the command fails, the row is untouched", async () => {
    const lost = generateMasterKey("wire-lost");
    const id = await version(keyringOf([lost]), OFFICE_CITIES[2]!);
    const [before] = await rows([id]);
    const result = await encryptionKeysCommand(t.db, keyringOf([k3]), ["rotate"]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain(`office wire instructions ${id}: The data key was wrapped with master key "wire-lost"`);
    expect((await rows([id]))[0]!.dataKey).toBe(before!.dataKey);
  });
});
