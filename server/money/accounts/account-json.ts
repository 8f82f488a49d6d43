/** A disbursement account as staff read it (core/api/disbursement-accounts.ts): masked, never the sealed details. */
import type { DisbursementAccountJson } from "#core/api/disbursement-accounts.ts";
import { maskVisibleDigits, type AccountType } from "#core/money/bank-account.ts";
import { CALLBACK_SOURCES, type CallbackSource, type VerificationState } from "#core/money/callback-rules.ts";
import type { DisbursementAccountKind } from "#core/money/disbursement-account-kinds.ts";
import { STATE_LABELS, accountLabel } from "#core/money/disbursement-wording.ts";
import type { AppDb } from "#db/client.ts";
import { staffNames, type AccountRow } from "./accounts.queries.ts";

export function accountJson(row: AccountRow, names: Map<string, string>): DisbursementAccountJson {
  const state = row.state as VerificationState;
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? "A former administrator") : null);
  const source = row.callbackSource as CallbackSource | null;
  return {
    id: row.id,
    file_id: row.fileId,
    kind: row.kind as DisbursementAccountKind,
    label: accountLabel(row.kind as DisbursementAccountKind, row.holderName),
    holder_name: row.holderName,
    party_id: row.partyId,
    account_type: row.accountType as AccountType | null,
    masked_account: maskVisibleDigits(row.visibleDigits),
    state,
    state_label: STATE_LABELS[state],
    submitted_numbers: row.submittedNumbers,
    callback:
      row.callbackNumber && source && row.callbackCalledAt
        ? {
            number_called: row.callbackNumber,
            number_source: source,
            number_source_label: CALLBACK_SOURCES[source],
            confirmed_by: row.callbackConfirmedBy ?? "",
            called_at: row.callbackCalledAt.toISOString(),
            recorded_by: nameOf(row.callbackRecordedBy),
            recorded_at: row.callbackRecordedAt?.toISOString() ?? null,
          }
        : null,
    approved_by: nameOf(row.approvedBy),
    approved_at: row.approvedAt?.toISOString() ?? null,
    details_changed_at: row.detailsChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function accountsJson(db: AppDb, rows: AccountRow[]): Promise<DisbursementAccountJson[]> {
  const ids = new Set<string>();
  for (const r of rows) for (const id of [r.callbackRecordedBy, r.approvedBy]) if (id) ids.add(id);
  const names = await staffNames(db, [...ids]);
  return rows.map((r) => accountJson(r, names));
}
