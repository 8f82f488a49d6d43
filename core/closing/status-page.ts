/**
 * What a buyer or seller reads on their status page (issue 16; docs/closing-files-contract.md,
 * "Buyers and sellers"). The page is opened by a link that may be forwarded, so it says only what
 * is safe for anyone holding it: the steps in plain words (what happens next, what a blocked step
 * waits for: core/closing/status-step-words.ts), the appointment or, once closed, what comes after
 * closing (core/closing/status-after-closing.ts), the closer and the office to call, and the
 * wire-fraud warning. No amounts, no staff reasons or objections, no recording references, no
 * parties' contacts, and only the documents marked for everyone. Pure: the server feeds it rows.
 */
import { wireFraudWarning } from "../content/wire-fraud.ts";
import { describeAppointment, type Appointment } from "./appointment.ts";
import { CLOSING_PLACE_LABELS, type ClosingPlace, type DocumentVisibility } from "./closing-enums.ts";
import { CLOSING_KIND_LABELS, milestone, type ClosingKind, type MilestoneId, type MilestoneState } from "./milestones.ts";
import { OFFICES, SITE } from "../site/settings.ts";
import type { StatusPage } from "../api/status-page.ts";
import { afterClosingOf } from "./status-after-closing.ts";
import { awaitingText, nextStepText } from "./status-step-words.ts";

/** Wire fraud targets buyers and sellers most: the one wording (core/content/wire-fraud.ts). */
export { wireFraudWarning };

export interface StatusOffice {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** The office a buyer or seller calls: the main office, at the company's published number. */
export function statusOffice(): StatusOffice {
  const main = OFFICES.find((o) => o.isMain) ?? OFFICES[0]!;
  return {
    name: SITE.brand,
    phone: SITE.phone,
    email: SITE.email,
    address: `${main.address}, ${main.city}, ${main.state} ${main.zip}`,
  };
}

export interface StatusStepInput {
  id: MilestoneId;
  state: MilestoneState;
  doneOn: string | null;
}

export interface StatusDocumentInput {
  id: string;
  name: string;
  label: string | null;
  sizeBytes: number;
  createdAt: string;
  visibility: DocumentVisibility;
}

export interface StatusPageInput {
  fileNumber: string;
  propertyAddress: string;
  county: string;
  kind: ClosingKind;
  /** The appointment in Iowa time; null until scheduled. */
  appointment: Appointment | null;
  place: ClosingPlace | null;
  location: string | null;
  /** Every step in the timeline's order (what the file keeps; extra fields are not read). */
  steps: readonly StatusStepInput[];
  nextMilestone: MilestoneId | null;
  progressPercent: number;
  complete: boolean;
  documents: readonly StatusDocumentInput[];
  /** When the link stops working (ISO); null while the file is open. */
  expiresAt: string | null;
  /** The staff member closing the file, as the file records them; null when none is assigned. */
  closer: { name: string; phone: string | null } | null;
}

/** The closer to call: their direct line, or the office's published number when they have none. */
export function statusCloser(closer: StatusPageInput["closer"], officePhone: string = SITE.phone): StatusPage["closer"] {
  if (!closer) return null;
  return closer.phone ? { name: closer.name, phone: closer.phone, direct: true } : { name: closer.name, phone: officePhone, direct: false };
}

export function statusAppointment(appointment: Appointment | null, place: ClosingPlace | null, location: string | null): StatusPage["appointment"] {
  if (!appointment) return null;
  return {
    date: appointment.date,
    time: appointment.time,
    place_label: place ? CLOSING_PLACE_LABELS[place] : null,
    location,
    description: describeAppointment(appointment),
  };
}

/** The steps in plain words: each field picked by name, so nothing else a step carries gets through. */
export function statusTimeline(steps: readonly StatusStepInput[]): StatusPage["timeline"] {
  return steps.map((s) => ({
    id: s.id,
    label: milestone(s.id).publicLabel,
    state: s.state,
    done_on: s.doneOn,
    awaiting: s.state === "blocked" ? awaitingText(s.id) : null,
  }));
}

/** The step the file waits on, as what will happen; a blocked one also says what it waits for. */
export function statusNextStep(id: MilestoneId | null, steps: readonly StatusStepInput[]): StatusPage["next_step"] {
  if (!id) return null;
  const blocked = steps.find((s) => s.id === id)?.state === "blocked";
  return { id, label: milestone(id).publicLabel, text: nextStepText(id), blocked, awaiting: blocked ? awaitingText(id) : null };
}

/** Only documents staff marked for everyone on the file, newest first. */
export function statusDocuments(documents: readonly StatusDocumentInput[]): StatusPage["documents"] {
  return documents
    .filter((d) => d.visibility === "everyone")
    .toSorted((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .map((d) => ({ id: d.id, name: d.name, label: d.label, size_bytes: d.sizeBytes, created_at: d.createdAt }));
}

export function statusPageOf(input: StatusPageInput): StatusPage {
  const next = input.complete ? null : input.nextMilestone;
  const office = statusOffice();
  const closer = statusCloser(input.closer, office.phone);
  // Once closed and disbursed the appointment is past: what comes after closing takes its place.
  const afterClosing = afterClosingOf({
    kind: input.kind,
    county: input.county,
    steps: input.steps,
    contact: closer ? { name: closer.name, phone: closer.phone } : { name: null, phone: office.phone },
  });
  return {
    file_number: input.fileNumber,
    property_address: input.propertyAddress,
    county: input.county,
    kind_label: CLOSING_KIND_LABELS[input.kind],
    appointment: afterClosing ? null : statusAppointment(input.appointment, input.place, input.location),
    timeline: statusTimeline(input.steps),
    next_step: statusNextStep(next, input.steps),
    progress_percent: input.progressPercent,
    complete: input.complete,
    office,
    closer,
    after_closing: afterClosing,
    wire_fraud_warning: wireFraudWarning(),
    documents: statusDocuments(input.documents),
    expires_at: input.expiresAt,
  };
}
