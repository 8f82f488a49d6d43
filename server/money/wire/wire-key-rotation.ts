/**
 * The rotate command's pass over office wire instructions (server/cli/encryption-keys-command.ts):
 * each version's own data key (office_wire_instructions.data_key, context "office-wire:<id>") is
 * rewrapped under the active master key by the same compare-and-set pass as closing files' keys
 * (server/crypto/rewrap-rows.ts), with its audit row in the same transaction; already-current rows
 * are skipped, so a run cut short is resumed by running it again. The sealed instructions are not touched.
 */
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import type { AppDb } from "#db/client.ts";
import type { Keyring } from "#server/crypto/keyring.ts";
import { rewrapRows, type RewrapPass, type RewrapTable } from "#server/crypto/rewrap-rows.ts";
import { readWireKey, replaceWireKey, wireKeysAfter } from "./wire-instructions.queries.ts";
import { wireKeyContext } from "./wire-seal.ts";

export const WIRE_KEYS: RewrapTable = {
  keysAfter: wireKeysAfter,
  readKey: readWireKey,
  replaceKey: replaceWireKey,
  context: wireKeyContext,
  audit: { action: AUDIT_ACTIONS.wireKeyRewrapped, targetType: "office_wire_instructions" },
};

export function rotateWireKeys(db: AppDb, keyring: Keyring): Promise<RewrapPass> {
  return rewrapRows(db, keyring, WIRE_KEYS);
}
