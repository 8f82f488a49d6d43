/**
 * Reading a closing file for the routes: the file row with its parties and steps, and the mapping
 * to the wire shapes of core/api/closing-file.ts. Staff and party routes both use it, so a field
 * means the same on both.
 */
import type { AppDb } from "#db/client.ts";
import type { ClosingFile, ClosingMilestoneRow, ClosingParty } from "#db/schema/index.ts";
import { appointmentOf } from "#core/closing/appointment.ts";
import type { ClosingPlace, PartyRole } from "#core/closing/closing-enums.ts";
import {
  MILESTONES,
  isWaivable,
  milestone,
  type ClosingKind,
  type MilestoneId,
  type MilestoneState,
  type TitleEvidence,
} from "#core/closing/milestones.ts";
import type { ClosingFileSummary, ClosingMilestone, ClosingParty as PartyView } from "#core/api/closing-file.ts";
import { isUuid } from "#core/validation/uuid.ts";
import { fileWithPartiesAndSteps, type LoadedFile } from "./closing-file.queries.ts";


/** The file with its parties (in the order added) and its steps; undefined when there is none (or the id is not a uuid). */
export async function loadFile(db: AppDb, fileId: string): Promise<LoadedFile | undefined> {
  if (!isUuid(fileId)) return undefined;
  return fileWithPartiesAndSteps(db, fileId);
}

/** The appointment fields of the wire shapes. */
export function appointmentFieldsOf(file: Pick<ClosingFile, "closingAt" | "closingTimeSet" | "closingPlace" | "closingLocation">) {
  const appointment = file.closingAt ? appointmentOf(file.closingAt, file.closingTimeSet) : null;
  return {
    closing_at: file.closingAt?.toISOString() ?? null,
    closing_date: appointment?.date ?? null,
    closing_time: appointment?.time ?? null,
    closing_place: (file.closingPlace as ClosingPlace | null) ?? null,
    closing_location: file.closingLocation,
  };
}

/** The summary of a file row (lists and the head of every detail). */
export function toSummary(file: ClosingFile): ClosingFileSummary {
  const next = file.nextMilestone as MilestoneId | null;
  return {
    id: file.id,
    file_number: file.fileNumber,
    property_address: file.propertyAddress,
    county: file.county,
    kind: file.kind as ClosingKind,
    title_evidence: file.titleEvidence as TitleEvidence,
    ...appointmentFieldsOf(file),
    next_milestone: next,
    next_label: next ? milestone(next).label : null,
    progress_percent: file.progressPercent,
    blocked: file.blocked,
    completed_at: file.completedAt?.toISOString() ?? null,
    created_at: file.createdAt.toISOString(),
  };
}

/** Every step in the timeline's order, a missing row read as pending. */
export function toMilestones(file: ClosingFile, rows: ClosingMilestoneRow[]): ClosingMilestone[] {
  const byId = new Map(rows.map((r) => [r.milestone, r]));
  const shape = { kind: file.kind as ClosingKind, titleEvidence: file.titleEvidence as TitleEvidence };
  return MILESTONES.map((m) => {
    const row = byId.get(m.id);
    return {
      id: m.id,
      label: m.label,
      public_label: m.publicLabel,
      state: (row?.state as MilestoneState | undefined) ?? "pending",
      done_on: row?.doneOn ?? null,
      reason: row?.reason ?? null,
      objections: row?.objections ?? null,
      recording_reference: row?.recordingReference ?? null,
      waivable: isWaivable(m.id, shape),
      updated_at: (row?.updatedAt ?? file.createdAt).toISOString(),
    };
  });
}

export function toParty(p: ClosingParty): PartyView {
  return { id: p.id, role: p.role as PartyRole, name: p.name, email: p.email, phone: p.phone, company: p.company };
}

/** The fields staff and parties both see on a file's detail (amounts, parties, steps). */
export function detailOf(loaded: LoadedFile) {
  return {
    ...toSummary(loaded.file),
    sale_price_cents: loaded.file.salePriceCents,
    loan_amount_cents: loaded.file.loanAmountCents,
    parties: loaded.parties.map(toParty),
    milestones: toMilestones(loaded.file, loaded.milestones),
  };
}
