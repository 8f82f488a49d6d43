/**
 * An office's wire instructions at rest (docs/money-contract.md, "Data"): the whole instructions as
 * JSON, sealed with encryptBytes under a data key of the row's own, wrapped under the master key
 * with the context "office-wire:<id>" so a wrapped key copied onto another version is refused.
 * An office row has no closing file, so it cannot use a file's key (server/crypto/file-keys.ts).
 */
import { randomUUID } from "node:crypto";
import type { EscrowWireInstructions } from "#core/money/bank-account.ts";
import { generateDataKey, unwrapDataKey, wrapDataKey } from "#server/crypto/data-keys.ts";
import { decryptBytes, encryptBytes } from "#server/crypto/document-stream.ts";
import type { Keyring } from "#server/crypto/keyring.ts";
import type { Services } from "#server/services.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { openOrRefuse } from "../bank-details-unreadable.ts";

/** The wrap's context of a version's data key. */
export const wireKeyContext = (id: string) => `office-wire:${id.toLowerCase()}`;

export interface SealedWire {
  id: string;
  dataKey: string;
  sealed: string;
}

/** A new version's id, its wrapped key and its sealed instructions. */
export async function sealWire(keyring: Keyring, instructions: EscrowWireInstructions): Promise<SealedWire> {
  const id = randomUUID();
  const key = generateDataKey();
  const sealed = await encryptBytes(Buffer.from(JSON.stringify(instructions), "utf8"), key);
  return { id, dataKey: wrapDataKey(keyring, key, wireKeyContext(id)), sealed: sealed.toString("base64") };
}

/**
 * The instructions of a stored version; a row or key that fails authentication is refused
 * (409 bank_details_unreadable, logged and audited by bank-details-unreadable.ts).
 */
export function openWire(ctx: Pick<Services, "db" | "keyring" | "logger">, row: { id: string; office?: string; dataKey: string; sealed: string }): Promise<EscrowWireInstructions> {
  const target = { action: AUDIT_ACTIONS.wireUnreadable, targetType: "office_wire_instructions" as const, targetId: row.id, detail: { office: row.office ?? "" } };
  return openOrRefuse(ctx, target, async () => {
    const key = unwrapDataKey(ctx.keyring, row.dataKey, wireKeyContext(row.id));
    const plain = await decryptBytes(Buffer.from(row.sealed, "base64"), key);
    return JSON.parse(plain.toString("utf8")) as EscrowWireInstructions;
  });
}
