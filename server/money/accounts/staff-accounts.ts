/**
 * Staff's side of disbursement accounts (issue 32; docs/money-contract.md): payoffs entered from
 * the payoff statement, changed or removed; the full numbers shown to an administrator who asks;
 * the callback recorded and approved by two different administrators (core/money/callback-rules.ts).
 * Every change and every reveal is an audit row in the change's own transaction. Bank details
 * are for administrators at aal2 whatever ADMIN_MFA says: each function asks actorRefusal first.
 */
import type { DisbursementAccountJson, RevealedAccount } from "#core/api/disbursement-accounts.ts";
import { payoffInputSchema } from "#core/api/disbursement-accounts.ts";
import { visibleDigits } from "#core/money/bank-account.ts";
import {
  actorRefusal,
  approvalRefusal,
  callbackRefusal,
  detailsDiffer,
  stateAfterEdit,
  type Actor,
  type CallbackRecord,
  type CallbackRefusal,
  type VerifiableAccount,
  type VerificationState,
} from "#core/money/callback-rules.ts";
import type { z } from "zod";
import type { Services } from "#server/services.ts";
import { AppError } from "#server/http/errors.ts";
import { auditClosing, type ClosingActor } from "#server/closing/closing-audit.ts";
import { fileExists } from "#server/api/documents/documents.queries.ts";
import {
  VERIFICATION_CLEARED,
  accountOfFile,
  accountsOfFile,
  deleteAccount,
  insertAccount,
  updateAccount,
  type AccountRow,
} from "./accounts.queries.ts";
import { accountsJson } from "./account-json.ts";
import { openDetails, sealDetails } from "./sealed-details.ts";

export const ACCOUNT_MESSAGES = {
  notFound: "There is no such disbursement account on this file.",
  fileNotFound: "There is no such closing file.",
  notPayoff: "A seller's proceeds account is given by the seller on their status page; staff change only payoffs here.",
} as const;

export type StaffBy = ClosingActor & { actor: Actor };
type Payoff = z.output<typeof payoffInputSchema>;

/** 403 for who may not handle bank details at all; 409 for the rest of the rules. */
export function refused(refusal: CallbackRefusal): AppError {
  const forbidden = refusal.code === "administrator_required" || refusal.code === "second_factor_required";
  return new AppError(forbidden ? 403 : 409, refusal.code, refusal.message);
}

function mayHandle(by: StaffBy) {
  const refusal = actorRefusal(by.actor);
  if (refusal) throw refused(refusal);
}

const notFound = () => new AppError(404, "not_found", ACCOUNT_MESSAGES.notFound);

async function requireFile(ctx: Services, fileId: string) {
  if (!(await fileExists(ctx.db, fileId))) throw new AppError(404, "not_found", ACCOUNT_MESSAGES.fileNotFound);
}

const verifiable = (row: AccountRow): VerifiableAccount => ({
  state: row.state as VerificationState,
  detailsChangedAt: row.detailsChangedAt.toISOString(),
  submittedNumbers: row.submittedNumbers,
  recordedBy: row.callbackRecordedBy,
});

const one = async (ctx: Services, row: AccountRow) => (await accountsJson(ctx.db, [row]))[0]!;

export async function listAccounts(ctx: Services, fileId: string, by: StaffBy): Promise<DisbursementAccountJson[]> {
  mayHandle(by);
  await requireFile(ctx, fileId);
  return accountsJson(ctx.db, await accountsOfFile(ctx.db, fileId));
}

const phonesOf = (input: Payoff) => (input.statement_phone ? [input.statement_phone] : []);

export async function addPayoff(ctx: Services, fileId: string, input: Payoff, by: StaffBy): Promise<DisbursementAccountJson> {
  mayHandle(by);
  await requireFile(ctx, fileId);
  const sealed = await sealDetails(ctx, fileId, input);
  const row = await ctx.db.transaction(async (tx) => {
    const added = await insertAccount(tx, {
      fileId,
      kind: "payoff",
      holderName: input.lender_name,
      visibleDigits: visibleDigits(input.account_number),
      sealed,
      submittedNumbers: phonesOf(input),
      enteredByUser: by.actorId,
    });
    await auditClosing(tx, "closing_file.disbursement_account_added", fileId, by, { account_id: added.id, kind: "payoff", name: input.lender_name });
    return added;
  });
  return one(ctx, row);
}

/** A payoff of this file, locked for the change; 404 for another file's, 409 for a seller's proceeds. */
async function payoffForChange(tx: Services["db"], fileId: string, accountId: string): Promise<AccountRow> {
  const row = await accountOfFile(tx, fileId, accountId, true);
  if (!row) throw notFound();
  if (row.kind !== "payoff") throw new AppError(409, "not_a_payoff", ACCOUNT_MESSAGES.notPayoff);
  return row;
}

export async function editPayoff(ctx: Services, fileId: string, accountId: string, input: Payoff, by: StaffBy): Promise<DisbursementAccountJson> {
  mayHandle(by);
  const current = await accountOfFile(ctx.db, fileId, accountId);
  if (!current) throw notFound();
  const before = await openDetails(ctx, fileId, current);
  const sealed = await sealDetails(ctx, fileId, input);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await payoffForChange(tx, fileId, accountId);
    // Any change of the numbers or the loan reference starts verification again (stateAfterEdit):
    // a fraudster's edit must not inherit an earlier call. The lender's name alone does not.
    const state = stateAfterEdit(locked.state as VerificationState, detailsOf(before), detailsOf(input));
    const changed = detailsDiffer(detailsOf(before), detailsOf(input));
    const numbers = [...new Set([...locked.submittedNumbers, ...phonesOf(input)])];
    const updated = await updateAccount(tx, accountId, {
      holderName: input.lender_name,
      submittedNumbers: numbers,
      ...(changed ? { sealed, visibleDigits: visibleDigits(input.account_number), detailsChangedAt: new Date(), ...VERIFICATION_CLEARED, state } : {}),
    });
    await auditClosing(tx, "closing_file.disbursement_account_changed", fileId, by, {
      account_id: accountId,
      kind: "payoff",
      name: input.lender_name,
      details_changed: changed,
      ...(changed && locked.state !== "unverified" ? { verification_reset_from: locked.state } : {}),
    });
    return updated;
  });
  return one(ctx, row);
}

const detailsOf = (d: { routing_number: string; account_number: string; loan_reference?: string | null }) => ({
  routing_number: d.routing_number,
  account_number: d.account_number,
  loan_reference: d.loan_reference ?? null,
});

export async function removePayoff(ctx: Services, fileId: string, accountId: string, by: StaffBy): Promise<void> {
  mayHandle(by);
  await ctx.db.transaction(async (tx) => {
    const row = await payoffForChange(tx, fileId, accountId);
    await deleteAccount(tx, accountId);
    await auditClosing(tx, "closing_file.disbursement_account_removed", fileId, by, { account_id: accountId, kind: row.kind, name: row.holderName, state: row.state });
  });
}

export async function revealAccount(ctx: Services, fileId: string, accountId: string, by: StaffBy): Promise<RevealedAccount> {
  mayHandle(by);
  const row = await accountOfFile(ctx.db, fileId, accountId);
  if (!row) throw notFound();
  const details = await openDetails(ctx, fileId, row);
  await auditClosing(ctx.db, "closing_file.disbursement_account_revealed", fileId, by, { account_id: accountId, kind: row.kind, name: row.holderName });
  return { id: row.id, routing_number: details.routing_number, account_number: details.account_number, loan_reference: details.loan_reference ?? null };
}

export async function recordCallback(ctx: Services, fileId: string, accountId: string, record: CallbackRecord, by: StaffBy, now = new Date()): Promise<DisbursementAccountJson> {
  mayHandle(by);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await accountOfFile(tx, fileId, accountId, true);
    if (!locked) throw notFound();
    const refusal = callbackRefusal(verifiable(locked), record, by.actor, now);
    if (refusal) throw refused(refusal);
    const updated = await updateAccount(tx, accountId, {
      state: "callback_recorded",
      callbackNumber: record.number_called,
      callbackSource: record.number_source,
      callbackConfirmedBy: record.confirmed_by,
      callbackCalledAt: new Date(record.called_at),
      callbackRecordedBy: by.actorId,
      callbackRecordedAt: now,
      approvedBy: null,
      approvedAt: null,
    });
    await auditClosing(tx, "closing_file.disbursement_callback_recorded", fileId, by, {
      account_id: accountId,
      kind: locked.kind,
      name: locked.holderName,
      number_called: record.number_called,
      number_source: record.number_source,
      confirmed_by: record.confirmed_by,
      called_at: record.called_at,
    });
    return updated;
  });
  return one(ctx, row);
}

export async function approveAccount(ctx: Services, fileId: string, accountId: string, by: StaffBy, now = new Date()): Promise<DisbursementAccountJson> {
  mayHandle(by);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await accountOfFile(tx, fileId, accountId, true);
    if (!locked) throw notFound();
    const refusal = approvalRefusal(verifiable(locked), by.actor);
    if (refusal) throw refused(refusal);
    const updated = await updateAccount(tx, accountId, { state: "approved", approvedBy: by.actorId, approvedAt: now });
    await auditClosing(tx, "closing_file.disbursement_account_approved", fileId, by, { account_id: accountId, kind: locked.kind, name: locked.holderName });
    return updated;
  });
  return one(ctx, row);
}
