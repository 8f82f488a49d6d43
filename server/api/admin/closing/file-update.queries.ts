/**
 * PATCH of a closing file: the fields sent, under the file's row lock, audited with the names of
 * the fields that changed. Two changes would leave the timeline saying something untrue, and are
 * refused: a kind or title evidence under which a waived step is needed again, and clearing the
 * date of a closing marked scheduled.
 */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingMilestones, type ClosingFile } from "#db/schema/index.ts";
import { appointmentOf } from "#core/closing/appointment.ts";
import { extraCountiesError, type ClosingFilePatch } from "#core/closing/closing-file-fields.ts";
import { CLOSING_KIND_LABELS, isWaivable, milestone, type ClosingKind, type MilestoneId, type TitleEvidence } from "#core/closing/milestones.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import { auditClosing, type ClosingActor } from "#server/closing/closing-audit.ts";
import { lockFile } from "#server/closing/milestone-move.ts";
import { syncRequests } from "#server/closing/requests/sync-requests.ts";
import { appointmentColumns } from "./file-open.queries.ts";

export const PATCH_MESSAGES = {
  waivedStepNeeded: (label: string, kind: string) =>
    `${label} is waived on this file, and a ${kind} file with this title evidence needs it. Set that step back to pending first, or keep the kind and title evidence.`,
  scheduledNeedsDate: "The closing is marked scheduled. Set that step back to pending before clearing the closing date.",
} as const;

/** The appointment columns after the patch: absent fields keep their value, null clears. */
function appointmentAfter(file: ClosingFile, patch: ClosingFilePatch) {
  if (patch.closing_date === undefined && patch.closing_time === undefined) return {};
  const current = file.closingAt ? appointmentOf(file.closingAt, file.closingTimeSet) : null;
  const date = patch.closing_date === undefined ? (current?.date ?? null) : patch.closing_date;
  const time = patch.closing_time === undefined ? (current?.time ?? null) : patch.closing_time;
  return appointmentColumns(date, date ? time : null);
}

/** The columns the requests are generated from (core/closing/requests.ts): a change to one syncs them. */
const FACT_COLUMNS: readonly (keyof ClosingFile)[] = ["kind", "titleEvidence", "county", "extraCounties", "sellerLoanCount", "privateSewage", "loanAmountCents", "closingAt"];

const FIELD_COLUMNS = {
  property_address: "propertyAddress",
  county: "county",
  kind: "kind",
  title_evidence: "titleEvidence",
  sale_price_cents: "salePriceCents",
  loan_amount_cents: "loanAmountCents",
  funds_due_cents: "fundsDueCents",
  closing_place: "closingPlace",
  closing_location: "closingLocation",
  notes: "notes",
  closer_name: "closerName",
  closer_phone: "closerPhone",
  seller_loan_count: "sellerLoanCount",
  extra_counties: "extraCounties",
  private_sewage: "privateSewage",
  office: "office",
} as const satisfies Partial<Record<keyof ClosingFilePatch, keyof ClosingFile>>;

/** 404 when there is no such file; 409 when the change would contradict the timeline. */
export function updateFile(db: AppDb, fileId: string, patch: ClosingFilePatch, by: ClosingActor): Promise<void> {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    const set: Partial<ClosingFile> = {};
    for (const [field, column] of Object.entries(FIELD_COLUMNS) as [keyof typeof FIELD_COLUMNS, (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS]][]) {
      const value = patch[field];
      if (value !== undefined) (set as Record<string, unknown>)[column] = value;
    }
    Object.assign(set, appointmentAfter(file, patch));

    const steps = await tx
      .select({ id: closingMilestones.milestone, state: closingMilestones.state })
      .from(closingMilestones)
      .where(eq(closingMilestones.fileId, fileId));
    const shape = { kind: (set.kind ?? file.kind) as ClosingKind, titleEvidence: (set.titleEvidence ?? file.titleEvidence) as TitleEvidence };
    const needed = steps.find((s) => s.state === "waived" && !isWaivable(s.id as MilestoneId, shape));
    if (needed) {
      throw new AppError(409, "waived_step_needed", PATCH_MESSAGES.waivedStepNeeded(milestone(needed.id as MilestoneId).label, CLOSING_KIND_LABELS[shape.kind].toLowerCase()));
    }
    const scheduled = steps.some((s) => s.id === "closing_scheduled" && s.state === "done");
    if (scheduled && "closingAt" in set && set.closingAt === null) throw new AppError(409, "closing_date_needed", PATCH_MESSAGES.scheduledNeedsDate);

    const counties = extraCountiesError(set.county ?? file.county, set.extraCounties ?? file.extraCounties);
    if (counties) throw validationFailed({ extra_counties: counties });

    const changed = Object.keys(set).filter((column) => {
      const before = file[column as keyof ClosingFile];
      const after = set[column as keyof ClosingFile];
      if (Array.isArray(before) || Array.isArray(after)) return JSON.stringify(before) !== JSON.stringify(after);
      return before instanceof Date || after instanceof Date ? before?.valueOf() !== after?.valueOf() : before !== after;
    });
    if (changed.length === 0) return;
    await tx.update(closingFiles).set(set).where(eq(closingFiles.id, fileId));
    // The columns' names as the table has them, as the audit log shows them.
    await auditClosing(tx, "closing_file.updated", fileId, by, { changed: changed.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)) });
    if (changed.some((c) => FACT_COLUMNS.includes(c as keyof ClosingFile))) await syncRequests(tx, fileId, { actorId: by.actorId, actorLabel: "Staff" });
  });
}
