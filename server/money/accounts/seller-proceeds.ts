/**
 * A seller's proceeds account on the verified status page (issue 32; docs/money-contract.md):
 * read back masked, and given or changed in a money-view session (requireMoneyView). One row per
 * seller party, upserted. A change of the numbers starts verification again, records when, is
 * audited and alerts the seller by e-mail and by text ("if this was not you, call us") with the
 * office's published number and never a digit of the account: whoever changed it may hold the
 * seller's mailbox, and the phone on the file is the second path to the real seller.
 */
import type { ProceedsAccountView } from "#core/api/disbursement-accounts.ts";
import { maskVisibleDigits, visibleDigits, type AccountType, type ProceedsAccount } from "#core/money/bank-account.ts";
import { detailsDiffer, type VerificationState } from "#core/money/callback-rules.ts";
import { SELLER_STATE_WORDS, proceedsChangedAlert } from "#core/money/disbursement-wording.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { OFFICES } from "#core/site/settings.ts";
import type { AppDb } from "#db/client.ts";
import type { Services } from "#server/services.ts";
import { AppError } from "#server/http/errors.ts";
import { enqueueEmail, enqueueSms } from "#server/messaging/outbox.ts";
import { auditClosing } from "#server/closing/closing-audit.ts";
import { optedOut } from "#server/closing/notifier.queries.ts";
import type { VerifiedHolder } from "#server/closing/status-session/require-status-session.ts";
import { VERIFICATION_CLEARED, alertTargets, insertAccount, lockParty, proceedsOfParty, updateAccount, type AccountRow } from "./accounts.queries.ts";
import { isBankDetailsUnreadable } from "../bank-details-unreadable.ts";
import { openDetails, sealDetails } from "./sealed-details.ts";

export const PROCEEDS_MESSAGES = {
  sellersOnly: "Only a seller gives an account for proceeds. If you are buying, there are no proceeds to send you.",
} as const;

function viewOf(row: AccountRow | undefined): ProceedsAccountView {
  if (!row) return { account: null };
  const state = row.state as VerificationState;
  return {
    account: {
      holder_name: row.holderName,
      account_type: row.accountType as AccountType | null,
      masked_account: maskVisibleDigits(row.visibleDigits),
      state,
      state_words: SELLER_STATE_WORDS[state],
      details_changed_at: row.detailsChangedAt.toISOString(),
    },
  };
}

function sellerOnly(holder: VerifiedHolder) {
  if (holder.party.role !== "seller") throw new AppError(403, "proceeds_sellers_only", PROCEEDS_MESSAGES.sellersOnly);
}

export async function proceedsView(ctx: Services, holder: VerifiedHolder): Promise<ProceedsAccountView> {
  sellerOnly(holder);
  return viewOf(await proceedsOfParty(ctx.db, holder.party.id));
}

/** Gives or changes the seller's proceeds account; what they see afterwards. */
export async function putProceeds(ctx: Services, holder: VerifiedHolder, input: ProceedsAccount, ip: string): Promise<ProceedsAccountView> {
  sellerOnly(holder);
  const fileId = holder.link.fileId;
  const partyId = holder.party.id;
  // Only what the account is, never the second typing (account_number_again).
  const details = { routing_number: input.routing_number, account_number: input.account_number };
  const sealed = await sealDetails(ctx, fileId, details);
  const existing = await proceedsOfParty(ctx.db, partyId);
  // Stored details that no longer open (refused and audited) count as changed: the seller's new ones replace them.
  const before = existing ? await openDetails(ctx, fileId, existing).catch((err: unknown) => (isBankDetailsUnreadable(err) ? null : Promise.reject(err))) : null;
  const by = { actorId: null, ip, via: `status link ${holder.link.linkId}` };
  const row = await ctx.db.transaction(async (tx) => {
    await lockParty(tx, partyId);
    const current = await proceedsOfParty(tx, partyId, true);
    const shown = { holderName: input.account_holder_name, accountType: input.account_type };
    if (!current) {
      const added = await insertAccount(tx, { fileId, kind: "proceeds", partyId, ...shown, visibleDigits: visibleDigits(input.account_number), sealed, enteredByParty: partyId });
      await auditClosing(tx, "closing_file.disbursement_account_added", fileId, by, { account_id: added.id, kind: "proceeds", name: input.account_holder_name });
      return added;
    }
    // Compared with what was stored when this request read it; a row changed since is treated as changed.
    const changed = current.sealed !== existing?.sealed || !before || detailsDiffer({ ...before, loan_reference: null }, { ...details, loan_reference: null });
    const updated = await updateAccount(tx, current.id, {
      ...shown,
      ...(changed ? { sealed, visibleDigits: visibleDigits(input.account_number), detailsChangedAt: new Date(), enteredByParty: partyId, ...VERIFICATION_CLEARED } : {}),
    });
    await auditClosing(tx, "closing_file.disbursement_account_changed", fileId, by, {
      account_id: current.id,
      kind: "proceeds",
      name: input.account_holder_name,
      details_changed: changed,
      ...(changed && current.state !== "unverified" ? { verification_reset_from: current.state } : {}),
    });
    if (changed) await alertSeller(tx, fileId, partyId);
    return updated;
  });
  return viewOf(row);
}

/** The seller's alert, by e-mail and by text, whichever they have (both when both). */
async function alertSeller(tx: AppDb, fileId: string, partyId: string) {
  const targets = await alertTargets(tx, fileId, partyId);
  if (!targets) return;
  const office = OFFICES.find((o) => o.city === targets.file.office) ?? OFFICES.find((o) => o.isMain) ?? OFFICES[0]!;
  const alert = proceedsChangedAlert({ sellerName: targets.party.name, fileNumber: targets.file.fileNumber, officePhone: office.phone, officeName: office.city });
  if (targets.party.email) {
    await enqueueEmail(tx, { to: targets.party.email, subject: alert.subject, text: alert.text, kind: "closing.proceeds_account_changed", refId: fileId });
  }
  const phone = targets.party.phone ? toE164(targets.party.phone) : undefined;
  if (phone && !(await optedOut(tx, [phone])).has(phone)) {
    await enqueueSms(tx, { to: phone, body: alert.sms, kind: "closing.proceeds_account_changed_sms", refId: fileId });
  }
}
