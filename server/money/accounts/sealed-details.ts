/**
 * A disbursement account's details (routing and account number, and a payoff's loan reference)
 * are stored only in `sealed`: their JSON encrypted with encryptBytes under the file's data key
 * (server/crypto/file-keys.ts), base64. Opened for a change's comparison and for an
 * administrator's reveal; never for a list.
 */
import type { Services } from "#server/services.ts";
import { decryptBytes, encryptBytes } from "#server/crypto/document-stream.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { openOrRefuse } from "../bank-details-unreadable.ts";

export interface AccountDetails {
  routing_number: string;
  account_number: string;
  loan_reference?: string | null;
}

export async function sealDetails(ctx: Pick<Services, "db" | "keyring">, fileId: string, details: AccountDetails): Promise<string> {
  const key = await dataKeyOf(ctx.db, ctx.keyring, fileId);
  const plain = { routing_number: details.routing_number, account_number: details.account_number, loan_reference: details.loan_reference ?? null };
  return (await encryptBytes(Buffer.from(JSON.stringify(plain), "utf8"), key)).toString("base64");
}

/** The details of a stored account; refused (409 bank_details_unreadable, logged and audited) when they fail authentication. */
export function openDetails(ctx: Pick<Services, "db" | "keyring" | "logger">, fileId: string, account: { id: string; sealed: string }): Promise<AccountDetails> {
  const target = { action: AUDIT_ACTIONS.bankDetailsUnreadable, targetType: "closing_file" as const, targetId: fileId, detail: { account_id: account.id } };
  return openOrRefuse(ctx, target, async () => {
    const key = await dataKeyOf(ctx.db, ctx.keyring, fileId);
    return JSON.parse((await decryptBytes(Buffer.from(account.sealed, "base64"), key)).toString("utf8")) as AccountDetails;
  });
}
