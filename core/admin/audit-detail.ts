/**
 * What the audit log says about one event besides its kind, who and when: the step, the party,
 * the document, the fields, read from the event's payload (audit_events.payload), in a few words.
 * Pure; an unknown action or a payload without the expected fields says nothing (null).
 */
import { PARTY_ROLE_LABELS, type PartyRole } from "../closing/closing-enums.ts";
import { MILESTONE_IDS, milestone, type MilestoneId } from "../closing/milestones.ts";

type Payload = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);
const count = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const stepLabel = (v: unknown) => (typeof v === "string" && (MILESTONE_IDS as readonly string[]).includes(v) ? milestone(v as MilestoneId).label : undefined);
const roleLabel = (v: unknown) => (typeof v === "string" && Object.hasOwn(PARTY_ROLE_LABELS, v) ? PARTY_ROLE_LABELS[v as PartyRole] : undefined);
const words = (column: string) => column.replace(/_cents$/, "").replace(/_/g, " ");
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" · ") || null;

export function auditDetail(action: string, payload: Payload): string | null {
  switch (action) {
    case "closing_file.milestone_changed":
      return join(stepLabel(payload.milestone), text(payload.done_on) && `on ${text(payload.done_on)}`, text(payload.reason), text(payload.recording_reference));
    case "closing_file.party_added":
    case "closing_file.party_updated":
    case "closing_file.party_removed":
      return join(roleLabel(payload.role), text(payload.name));
    case "closing_file.status_link_issued": {
      const sent = count(payload.sent_to);
      return sent === undefined ? null : sent === 0 ? "Not e-mailed (no buyer or seller address)" : `E-mailed to ${sent} ${sent === 1 ? "person" : "people"}`;
    }
    case "closing_file.updated":
      return Array.isArray(payload.changed) ? join(`Changed: ${payload.changed.filter((c): c is string => typeof c === "string").map(words).join(", ")}`) : null;
    case "closing_file.opened":
      return join(text(payload.service_request_id) && "From a service request");
    case "closing_document.uploaded":
    case "closing_document.updated":
    case "closing_document.deleted":
    case "closing_document.downloaded":
      return join(text(payload.name), text(payload.by) && "through the status link");
    case "closing_file.document_unreadable":
    case "closing_file.bank_details_unreadable":
    case "office_wire.unreadable":
      return join(text(payload.name), text(payload.code) && `Reason: ${text(payload.code)?.replace(/_/g, " ")}`);
    case "closing_file.disbursement_account_added":
    case "closing_file.disbursement_account_changed":
    case "closing_file.disbursement_account_removed":
    case "closing_file.disbursement_account_revealed":
    case "closing_file.disbursement_callback_recorded":
    case "closing_file.disbursement_account_approved":
      // The account by its holder or lender; never a number (the payload holds none).
      return join(
        text(payload.name),
        text(payload.by) && "through the status link",
        payload.details_changed === true ? (text(payload.verification_reset_from) ? "Details changed: verification starts again" : "Details changed") : undefined,
        text(payload.number_source) && `Called ${text(payload.number_called) ?? "a number"} (${text(payload.number_source)?.replace(/_/g, " ")})`,
      );
    case "auth.account_handed_over":
      return join(text(payload.via) && `Proven by ${text(payload.via)?.replace(/_/g, " ")}`);
    default:
      return action.startsWith("auth.admin.") ? join(text(payload.email), text(payload.type)) : null;
  }
}
