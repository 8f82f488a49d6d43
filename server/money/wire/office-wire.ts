/**
 * Office wire instructions for staff (issue 32; docs/money-contract.md): the versions as staff see
 * them (account masked), a new pending version, the full details of one version for the
 * administrator who compares it with the bank's letter before approving (audited as a reveal),
 * and the approval: dual control (core/money/callback-rules.ts), the earlier active version
 * superseded and every open file's buyers told, all in one transaction.
 */
import type { OfficeWire, RevealedWire, WireVersion } from "#core/api/wire-instructions.ts";
import { WIRE_API_MESSAGES } from "#core/api/wire-instructions.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { maskVisibleDigits, visibleDigits, type EscrowWireInstructions } from "#core/money/bank-account.ts";
import { actorRefusal, instructionsApprovalRefusal, type Actor, type CallbackRefusal, type WireInstructionsState } from "#core/money/callback-rules.ts";
import { officeByCity, officeSlug } from "#core/money/wire-offices.ts";
import type { Office } from "#core/site/settings.ts";
import type { AppDb } from "#db/client.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { AppError } from "#server/http/errors.ts";
import type { Services } from "#server/services.ts";
import { tellBuyersWireChanged } from "./wire-change-notice.ts";
import { openWire, sealWire } from "./wire-seal.ts";
import { approvePending, insertPending, liveVersions, versionOf, type WireRowWithNames } from "./wire-instructions.queries.ts";

export interface StaffActor extends Actor {
  ip: string;
}


async function versionJson(ctx: Services, row: WireRowWithNames): Promise<WireVersion> {
  const w = await openWire(ctx, row);
  return {
    id: row.id,
    state: row.state as WireInstructionsState,
    bank_name: w.bank_name,
    bank_address: w.bank_address,
    routing_number: w.routing_number,
    account_masked: maskVisibleDigits(row.visibleDigits),
    account_name: w.account_name,
    reference_format: w.reference_format,
    authored_by: row.authoredBy,
    authored_by_name: row.authorName,
    authored_at: row.authoredAt.toISOString(),
    approved_by_name: row.approverName,
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

/** The office's active and pending versions as staff see them. */
export async function officeWire(ctx: Services, office: Office): Promise<OfficeWire> {
  const rows = await liveVersions(ctx.db, office.city);
  const active = rows.find((r) => r.state === "approved");
  const pending = rows.find((r) => r.state === "pending_approval");
  return {
    office: office.city,
    slug: officeSlug(office.city),
    phone: office.phone,
    active: active ? await versionJson(ctx, active) : null,
    pending: pending ? await versionJson(ctx, pending) : null,
  };
}

/** A version no longer pending is a conflict with its state; every other refusal is the caller's (403). */
function refuse(refusal: CallbackRefusal): never {
  throw new AppError(refusal.code === "instructions_not_pending" ? 409 : 403, refusal.code, refusal.message);
}

/** Bank details are for administrators at aal2 whatever ADMIN_MFA says (core actorRefusal). */
function mustBeAal2Admin(actor: Actor) {
  const refusal = actorRefusal(actor);
  if (refusal) refuse(refusal);
}

/** A new pending version (an earlier pending one superseded); audited without any detail but the bank and last digits. */
export async function proposeWire(ctx: Services, office: Office, input: EscrowWireInstructions, actor: StaffActor): Promise<OfficeWire> {
  mustBeAal2Admin(actor);
  const sealed = await sealWire(ctx.keyring, input);
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    const superseded = await insertPending(t, {
      ...sealed,
      office: office.city,
      bankName: input.bank_name,
      visibleDigits: visibleDigits(input.account_number),
      authoredBy: actor.userId,
    });
    await writeAudit(t, {
      actorId: actor.userId,
      action: AUDIT_ACTIONS.wireProposed,
      targetType: "office_wire_instructions",
      targetId: sealed.id,
      ip: actor.ip,
      payload: { office: office.city, bank_name: input.bank_name, account: maskVisibleDigits(visibleDigits(input.account_number)), superseded },
    });
  });
  return officeWire(ctx, office);
}

const noSuchVersion = () => new AppError(404, "not_found", WIRE_API_MESSAGES.noSuchVersion);

/** The whole of one version, for comparing with the bank's letter: audited as a reveal. */
export async function revealWire(ctx: Services, office: Office, versionId: string, actor: StaffActor): Promise<RevealedWire> {
  mustBeAal2Admin(actor);
  const row = await versionOf(ctx.db, office.city, versionId);
  if (!row) throw noSuchVersion();
  const w = await openWire(ctx, row);
  await writeAudit(ctx.db, {
    actorId: actor.userId,
    action: AUDIT_ACTIONS.wireRevealed,
    targetType: "office_wire_instructions",
    targetId: row.id,
    ip: actor.ip,
    payload: { office: office.city, state: row.state },
  });
  return { id: row.id, state: row.state as WireInstructionsState, ...w };
}

/** Dual control: approves a pending version another administrator wrote; buyers told in the same transaction. */
export async function approveWire(ctx: Services, office: Office, versionId: string, actor: StaffActor): Promise<OfficeWire> {
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    const row = await versionOf(t, office.city, versionId, true);
    if (!row) throw noSuchVersion();
    const refusal = instructionsApprovalRefusal({ state: row.state as WireInstructionsState, authorId: row.authoredBy ?? "" }, actor);
    if (refusal) refuse(refusal);
    const superseded = await approvePending(t, office.city, row.id, actor.userId);
    const told = await tellBuyersWireChanged(t, office);
    await writeAudit(t, {
      actorId: actor.userId,
      action: AUDIT_ACTIONS.wireApproved,
      targetType: "office_wire_instructions",
      targetId: row.id,
      ip: actor.ip,
      payload: { office: office.city, authored_by: row.authoredBy, superseded, buyers_told: told },
    });
  });
  return officeWire(ctx, office);
}

/** The office a URL's slug names (core/money/wire-offices.ts), or 404. */
export function officeOrNotFound(city: string | undefined): Office {
  const office = officeByCity(city);
  if (!office) throw new AppError(404, "not_found", WIRE_API_MESSAGES.unknownOffice);
  return office;
}
