/**
 * The rotate command's one pass over a table of wrapped data keys (closing files, office wire
 * instructions): rows are read in id order a page at a time, and each key not yet under the active
 * master key is rewrapped by compare-and-set, with its audit row in the same transaction. A row that
 * another instance changed between the read and the write is read again and retried; already-current
 * rows are skipped, so a run cut short is resumed by running it again.
 */
import type { AppDb } from "#db/client.ts";
import { writeAudit } from "../audit/write-audit.queries.ts";
import { DecryptionError } from "./crypto-errors.ts";
import { needsRewrap, rewrapDataKey, wrappedKeyId } from "./data-keys.ts";
import type { Keyring } from "./keyring.ts";

const PAGE = 200;
const ATTEMPTS = 5;

/** The table a pass works on. */
export interface RewrapTable {
  /** The next `limit` rows with a data key after `afterId`, in id order. */
  keysAfter(db: AppDb, afterId: string | undefined, limit: number): Promise<{ id: string; dataKey: string }[]>;
  /** The row's wrapped key now; undefined (or null) when the row or its key is gone. */
  readKey(db: AppDb, id: string): Promise<string | null | undefined>;
  /** Replaces the row's wrapped key only if it is still `expected`; whether it did. */
  replaceKey(db: AppDb, id: string, expected: string, next: string): Promise<boolean>;
  /** The wrap context of the row's key. */
  context(id: string): string;
  /** The audit row written with each rewrap. */
  audit: { action: string; targetType: string };
}

export interface RewrapPass {
  rewrapped: number;
  current: number;
  /** The master key ids the rewrapped keys were under. */
  fromIds: Set<string>;
  /** One per row that could not be unwrapped: its id and why. */
  failed: { id: string; reason: string }[];
}

export async function rewrapRows(db: AppDb, keyring: Keyring, table: RewrapTable): Promise<RewrapPass> {
  const result: RewrapPass = { rewrapped: 0, current: 0, fromIds: new Set(), failed: [] };
  let after: string | undefined;
  for (;;) {
    const page = await table.keysAfter(db, after, PAGE);
    if (page.length === 0) break;
    for (const row of page) {
      const outcome = await rewrapRow(db, keyring, table, row.id, row.dataKey);
      if (outcome.kind === "rewrapped") {
        result.rewrapped += 1;
        result.fromIds.add(outcome.from);
      } else if (outcome.kind === "current") result.current += 1;
      else if (outcome.kind === "failed") result.failed.push({ id: row.id, reason: outcome.reason });
    }
    after = page.at(-1)!.id;
  }
  return result;
}

type Outcome = { kind: "rewrapped"; from: string } | { kind: "current" } | { kind: "gone" } | { kind: "failed"; reason: string };

/** One row: retried when another instance changed the row between the read and the write. */
async function rewrapRow(db: AppDb, keyring: Keyring, table: RewrapTable, id: string, wrapped: string): Promise<Outcome> {
  let seen: string | null | undefined = wrapped;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (!seen) return { kind: "gone" };
    try {
      if (!needsRewrap(keyring, seen)) return { kind: "current" };
      const from = wrappedKeyId(seen);
      const next = rewrapDataKey(keyring, seen, table.context(id));
      const expected = seen;
      const done = await db.transaction(async (tx) => {
        const t = tx as unknown as AppDb;
        if (!(await table.replaceKey(t, id, expected, next))) return false;
        await writeAudit(t, {
          actorId: null,
          action: table.audit.action,
          targetType: table.audit.targetType,
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
    seen = await table.readKey(db, id);
  }
  return { kind: "failed", reason: "the row kept changing while it was rewrapped; run the command again" };
}
