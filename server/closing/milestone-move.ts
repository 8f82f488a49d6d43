/**
 * One change to one step of a closing file, as staff make it (POST /admin/closing-files/{id}/milestones,
 * and file_opened when a file is opened): checked against the file's current timeline under the
 * file's row lock, so two staff moving steps at once cannot both pass a check the other's move
 * breaks; then the step, its history event (notified_at NULL: the notifier tells the parties), the
 * file's next step, progress, blocked and completion, and the audit row, in the caller's transaction.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { AppDb } from "#db/client.ts";
import type { ClosingFile } from "#db/schema/index.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { COMPANY_TIME_ZONE } from "#core/domain/company-calendar.ts";
import {
  isComplete,
  milestone,
  nextStep,
  progressPercent,
  refusalMessage,
  refusalOf,
  type ClosingKind,
  type MilestoneChange,
  type MilestoneId,
  type MilestoneStatus,
  type TitleEvidence,
} from "#core/closing/milestones.ts";
import { gateRefusal, objectionCount } from "#core/closing/request-gates.ts";
import { disbursementRefusal } from "#core/money/disbursement-gate.ts";
import type { VerificationState } from "#core/money/callback-rules.ts";
import type { DisbursementAccountKind } from "#core/money/disbursement-account-kinds.ts";
import { accountLabel } from "#core/money/disbursement-wording.ts";
import type { RequestKind, RequestStatus } from "#core/closing/request-types.ts";
import { AppError, notFound } from "../http/errors.ts";
import { auditClosing, type ClosingActor } from "./closing-audit.ts";
import { fileRowForUpdate, milestoneStates, setFileProgress, writeStep, type StepValues } from "./milestone-move.queries.ts";
import { gateRowsOf, insertFileEvents } from "./requests/requests.queries.ts";
import { accountsOfFile } from "../money/accounts/accounts.queries.ts";

export const MOVE_MESSAGES = {
  closingDateNeeded: "Set the closing date before marking the closing scheduled.",
} as const;

/** Today's date in Iowa, "2026-11-23". */
export function iowaToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), COMPANY_TIME_ZONE), "yyyy-MM-dd");
}

export interface FileProgress {
  nextMilestone: MilestoneId | null;
  progressPercent: number;
  blocked: boolean;
  complete: boolean;
}

export function progressOf(timeline: readonly MilestoneStatus[]): FileProgress {
  return {
    nextMilestone: nextStep(timeline) ?? null,
    progressPercent: progressPercent(timeline),
    blocked: timeline.some((s) => s.state === "blocked"),
    complete: isComplete(timeline),
  };
}

/**
 * The stored values of a step after the change: what the state records, nothing left from before.
 * `objections` is the opinion's count when staff leave it out (the file's objection requests).
 */
function stepValues(change: MilestoneChange, today: string, objections: number): StepValues {
  const detail = milestone(change.milestone).detail;
  const settled = change.state === "done" || change.state === "waived";
  return {
    state: change.state,
    doneOn: settled ? (change.date ?? today) : null,
    reason: change.state === "blocked" || change.state === "waived" ? change.reason || null : null,
    objections: change.state === "done" && detail === "objections" ? (change.objections ?? objections) : null,
    recordingReference: change.state === "done" && detail === "recording_reference" ? change.recording_reference || null : null,
  };
}

/** Locks the file's row for the rest of the transaction; 404 when there is none. */
export async function lockFile(db: AppDb, fileId: string): Promise<ClosingFile> {
  const file = await fileRowForUpdate(db, fileId);
  if (!file) throw notFound(CLOSING_FILE_MESSAGES.notFound);
  return file;
}

/** Applies the change inside the caller's transaction; throws the 409 of a refused move. */
export async function moveMilestone(db: AppDb, fileId: string, change: MilestoneChange, by: ClosingActor, now: Date = new Date()): Promise<void> {
  const file = await lockFile(db, fileId);
  const timeline = await milestoneStates(db, fileId);
  const shape = { kind: file.kind as ClosingKind, titleEvidence: file.titleEvidence as TitleEvidence };
  const from = timeline.find((s) => s.id === change.milestone)?.state ?? "pending";
  const refusal = refusalOf(timeline, shape, change.milestone, change.state);
  if (refusal) throw new AppError(409, refusal.code, refusalMessage(refusal, change.milestone, change.state));
  if (change.milestone === "closing_scheduled" && change.state === "done" && !file.closingAt) {
    throw new AppError(409, "closing_date_needed", MOVE_MESSAGES.closingDateNeeded);
  }

  // Iowa's paperwork gates (core/closing/request-gates.ts): e.g. not recorded while the Declaration
  // of Value (Iowa Code 428A.1) or the groundwater hazard answers (558.69) are unsettled.
  const requests = (await gateRowsOf(db, fileId)).map((r) => ({ ...r, kind: r.kind as RequestKind, status: r.status as RequestStatus }));
  const gate = gateRefusal({ milestone: change.milestone, state: change.state }, requests);
  if (gate) throw new AppError(409, gate.code, gate.message);

  // Money leaves the file only to accounts whose callback a second administrator approved
  // (issue 32; core/money/disbursement-gate.ts). A file with no disbursement account is not held:
  // Iowa sellers are often paid by check and a cash sale may have no payoff, so "no account" is a
  // real answer, not a missing one; an account once given must be verified before disbursing.
  const accounts = (await accountsOfFile(db, fileId)).map((a) => ({
    id: a.id,
    label: accountLabel(a.kind as DisbursementAccountKind, a.holderName),
    visibleDigits: a.visibleDigits,
    state: a.state as VerificationState,
  }));
  const unverified = disbursementRefusal({ milestone: change.milestone, state: change.state }, accounts);
  if (unverified) throw new AppError(409, unverified.code, unverified.message);

  const values = stepValues(change, iowaToday(now), objectionCount(requests));
  await writeStep(db, fileId, change.milestone, values, by.actorId);

  const after = [...timeline.filter((s) => s.id !== change.milestone), { id: change.milestone, state: change.state }];
  const progress = progressOf(after);
  await setFileProgress(db, file, progress);
  // For the live stream (issue 31): every open page of the file refetches it. Steps are everyone's
  // (the status page shows them), and the history lists them from closing_milestone_events instead.
  await insertFileEvents(db, [
    { fileId, kind: "step.moved", requestId: null, actorId: by.actorId, actorLabel: "Staff", visibility: "everyone", payload: { milestone: change.milestone, state: change.state } },
  ]);
  await auditClosing(db, "closing_file.milestone_changed", fileId, by, {
    milestone: change.milestone,
    from,
    to: change.state,
    done_on: values.doneOn,
    ...(values.reason ? { reason: values.reason } : {}),
    ...(values.objections !== null ? { objections: values.objections } : {}),
    ...(values.recordingReference ? { recording_reference: values.recordingReference } : {}),
  });
}
