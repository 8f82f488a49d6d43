/**
 * The rotate command's pass over office wire instructions (server/cli/encryption-keys-command.ts):
 * each version's own data key (office_wire_instructions.data_key, context "office-wire:<id>") is
 * rewrapped under the active master key by compare-and-set, with its audit row in the same
 * transaction, exactly as closing files' keys are; already-current rows are skipped, so a run cut
 * short is resumed by running it again. The sealed instructions are not touched.
 */
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import type { AppDb } from "#db/client.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { DecryptionError } from "#server/crypto/crypto-errors.ts";
import { needsRewrap, rewrapDataKey, wrappedKeyId } from "#server/crypto/data-keys.ts";
import type { Keyring } from "#server/crypto/keyring.ts";
import { readWireKey, replaceWireKey, wireKeysAfter } from "./wire-instructions.queries.ts";
import { wireKeyContext } from "./wire-seal.ts";

const PAGE = 200;

export interface WireRotation {
  rewrapped: number;
  current: number;
  fromIds: Set<string>;
  failed: string[];
}

export async function rotateWireKeys(db: AppDb, keyring: Keyring): Promise<WireRotation> {
  const result: WireRotation = { rewrapped: 0, current: 0, fromIds: new Set(), failed: [] };
  let after: string | undefined;
  for (;;) {
    const page = await wireKeysAfter(db, after, PAGE);
    if (page.length === 0) break;
    for (const row of page) {
      const outcome = await rewrapWireRow(db, keyring, row.id, row.dataKey);
      if (outcome.kind === "rewrapped") {
        result.rewrapped += 1;
        result.fromIds.add(outcome.from);
      } else if (outcome.kind === "current") result.current += 1;
      else if (outcome.kind === "failed") result.failed.push(`  office wire instructions ${row.id}: ${outcome.reason}`);
    }
    after = page.at(-1)!.id;
  }
  return result;
}

type Outcome = { kind: "rewrapped"; from: string } | { kind: "current" } | { kind: "gone" } | { kind: "failed"; reason: string };

/** One version: retried when another instance changed the row between the read and the write. */
async function rewrapWireRow(db: AppDb, keyring: Keyring, id: string, wrapped: string): Promise<Outcome> {
  let seen: string | undefined = wrapped;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!seen) return { kind: "gone" };
    try {
      if (!needsRewrap(keyring, seen)) return { kind: "current" };
      const from = wrappedKeyId(seen);
      const next = rewrapDataKey(keyring, seen, wireKeyContext(id));
      const expected = seen;
      const done = await db.transaction(async (tx) => {
        const t = tx as unknown as AppDb;
        if (!(await replaceWireKey(t, id, expected, next))) return false;
        await writeAudit(t, {
          actorId: null,
          action: AUDIT_ACTIONS.wireKeyRewrapped,
          targetType: "office_wire_instructions",
          targetId: id,
          payload: { from, to: keyring.active.id, via: "cli" },
        });
        return true;
      });
      if (done) return { kind: "rewrapped", from };
    } catch (err) {
      if (err instanceof DecryptionError) return { kind: "failed", reason: err.message };
      throw err;
    }
    seen = await readWireKey(db, id);
  }
  return { kind: "failed", reason: "the row kept changing while it was rewrapped; run the command again" };
}
