/**
 * What a buyer or seller reads on their status page (issue 16; docs/closing-files-contract.md,
 * "Buyers and sellers"). The page is opened by a link that may be forwarded, so it says only what
 * is safe for anyone holding it: the steps in plain words, the appointment, the office to call and
 * the wire-fraud warning. No amounts, no staff reasons or objections, no recording references, no
 * parties' contacts, and only the documents marked for everyone. Pure: the server feeds it rows.
 */
import { wireFraudWarning } from "../content/wire-fraud.ts";
import { describeAppointment, type Appointment } from "./appointment.ts";
import { CLOSING_PLACE_LABELS, type ClosingPlace, type DocumentVisibility } from "./closing-enums.ts";
import { CLOSING_KIND_LABELS, milestone, type ClosingKind, type MilestoneId, type MilestoneState } from "./milestones.ts";
import { OFFICES, SITE } from "../site/settings.ts";
import type { StatusPage } from "../api/status-page.ts";

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
  return steps.map((s) => ({ id: s.id, label: milestone(s.id).publicLabel, state: s.state, done_on: s.doneOn }));
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
  return {
    file_number: input.fileNumber,
    property_address: input.propertyAddress,
    county: input.county,
    kind_label: CLOSING_KIND_LABELS[input.kind],
    appointment: statusAppointment(input.appointment, input.place, input.location),
    timeline: statusTimeline(input.steps),
    next_step: next ? { id: next, label: milestone(next).publicLabel } : null,
    progress_percent: input.progressPercent,
    complete: input.complete,
    office: statusOffice(),
    wire_fraud_warning: wireFraudWarning(),
    documents: statusDocuments(input.documents),
    expires_at: input.expiresAt,
  };
}
