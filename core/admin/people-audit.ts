/**
 * The admin audit log's kinds (GET /api/v1/admin/audit?kind=), the filters and the words: every
 * audit_events action the product writes belongs to one kind, and the log lists them all. Each is
 * written in the same database transaction as the change itself, through writeAudit
 * (server/audit/write-audit.queries.ts): the admin area's people and pipeline changes, staff's
 * closing-file changes (server/closing, server/api/admin/closing), documents (server/api/documents),
 * the account handover (server/auth/account-handover.ts) and the service-role admin API
 * (server/auth/routes/admin). An action written that this table does not know yet is still listed,
 * as kind "other", so nothing audited is ever hidden from the log.
 */
import { z } from "zod";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { UUID_REGEX } from "../validation/uuid.ts";

export const AUDIT_KIND_VALUES = [
  "role",
  "count",
  "status",
  "sending",
  "file",
  "step",
  "party",
  "link",
  "document",
  "account",
  "admin_api",
  // Retention (issue 33): the policy and the daily run's disposals (server/retention/).
  "retention",
  "other",
] as const;
export const auditKindSchema = z.enum(AUDIT_KIND_VALUES, { error: ADMIN_MESSAGES.invalidAuditKind });
export type AuditKind = z.infer<typeof auditKindSchema>;

/** How the log's kind filter names each kind. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  role: "Roles",
  count: "Transaction counts",
  status: "Leads and requests",
  sending: "Sending",
  file: "Closing files",
  step: "Steps",
  party: "Parties",
  link: "Status links",
  document: "Documents",
  account: "Accounts",
  admin_api: "Admin API",
  retention: "Disposal (retention)",
  other: "Other",
};

/** The audit_events.action values the product writes. */
export const AUDIT_ACTIONS = {
  roleChanged: "profile.role_changed",
  countChanged: "profile.transaction_count_changed",
  leadStatusChanged: "lead.status_changed",
  requestStatusChanged: "service_request.status_changed",
  leadOwnerChanged: "lead.owner_changed",
  requestOwnerChanged: "service_request.owner_changed",
  leadNoteAdded: "lead.note_added",
  requestNoteAdded: "service_request.note_added",
  leadReplied: "lead.replied",
  requestReplied: "service_request.replied",
  leadConverted: "lead.converted",
  sendingSuspended: "profile.sending_suspended",
  sendingResumed: "profile.sending_resumed",
  fileOpened: "closing_file.opened",
  fileUpdated: "closing_file.updated",
  milestoneChanged: "closing_file.milestone_changed",
  partyAdded: "closing_file.party_added",
  partyUpdated: "closing_file.party_updated",
  partyRemoved: "closing_file.party_removed",
  statusLinkIssued: "closing_file.status_link_issued",
  statusLinkRevoked: "closing_file.status_link_revoked",
  requestCreated: "closing_file.request_created",
  requestChanged: "closing_file.request_changed",
  requestAnswered: "closing_file.request_answered",
  requestReviewed: "closing_file.request_reviewed",
  messageEdited: "closing_file.message_edited",
  messageRemoved: "closing_file.message_removed",
  dataKeyRewrapped: "closing_file.data_key_rewrapped",
  documentUploaded: "closing_document.uploaded",
  documentUpdated: "closing_document.updated",
  documentDeleted: "closing_document.deleted",
  documentDownloaded: "closing_document.downloaded",
  documentUnreadable: "closing_file.document_unreadable",
  disbursementAccountAdded: "closing_file.disbursement_account_added",
  disbursementAccountChanged: "closing_file.disbursement_account_changed",
  disbursementAccountRemoved: "closing_file.disbursement_account_removed",
  disbursementAccountRevealed: "closing_file.disbursement_account_revealed",
  disbursementCallbackRecorded: "closing_file.disbursement_callback_recorded",
  disbursementAccountApproved: "closing_file.disbursement_account_approved",
  wireProposed: "office_wire.proposed",
  wireApproved: "office_wire.approved",
  wireRevealed: "office_wire.revealed",
  wireKeyRewrapped: "office_wire.data_key_rewrapped",
  wireUnreadable: "office_wire.unreadable",
  bankDetailsUnreadable: "closing_file.bank_details_unreadable",
  accountHandedOver: "auth.account_handed_over",
  recoveryCodesCreated: "auth.recovery_codes_created",
  recoveryCodesRegenerated: "auth.recovery_codes_regenerated",
  recoveryCodeUsed: "auth.recovery_code_used",
  apiUsersListed: "auth.admin.users_listed",
  apiUserRead: "auth.admin.user_read",
  apiUserCreated: "auth.admin.user_created",
  apiUserUpdated: "auth.admin.user_updated",
  apiUserDeleted: "auth.admin.user_deleted",
  apiUserInvited: "auth.admin.user_invited",
  apiLinkGenerated: "auth.admin.link_generated",
  apiFactorsListed: "auth.admin.factors_listed",
  apiFactorDeleted: "auth.admin.factor_deleted",
  apiPasskeysListed: "auth.admin.passkeys_listed",
  apiPasskeyDeleted: "auth.admin.passkey_deleted",
  // Retention (issue 33): server/retention/. What kind and which record, never its content.
  retentionPolicyChanged: "retention.policy_changed",
  retentionBankDetailsDisposed: "retention.bank_details_disposed",
  retentionDocumentDisposed: "retention.document_disposed",
  retentionLeadDisposed: "retention.lead_disposed",
  retentionRequestDisposed: "retention.service_request_disposed",
  retentionAccessSwept: "retention.expired_access_disposed",
  retentionRunCompleted: "retention.run_completed",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** Each action's kind and how the log names it. */
const ACTIONS: Record<AuditAction, { kind: Exclude<AuditKind, "other">; label: string }> = {
  "profile.role_changed": { kind: "role", label: "Role" },
  "profile.transaction_count_changed": { kind: "count", label: "Transaction count" },
  "lead.status_changed": { kind: "status", label: "Lead status" },
  "service_request.status_changed": { kind: "status", label: "Service request status" },
  "lead.owner_changed": { kind: "status", label: "Lead owner" },
  "service_request.owner_changed": { kind: "status", label: "Service request owner" },
  "lead.note_added": { kind: "status", label: "Lead note added" },
  "service_request.note_added": { kind: "status", label: "Service request note added" },
  "lead.replied": { kind: "status", label: "Reply e-mailed to the lead" },
  "service_request.replied": { kind: "status", label: "Reply e-mailed to the requester" },
  "lead.converted": { kind: "status", label: "Lead converted into a service request" },
  "profile.sending_suspended": { kind: "sending", label: "Messages to clients" },
  "profile.sending_resumed": { kind: "sending", label: "Messages to clients" },
  "closing_file.opened": { kind: "file", label: "Closing file opened" },
  "closing_file.updated": { kind: "file", label: "Closing file details changed" },
  "closing_file.milestone_changed": { kind: "step", label: "Step" },
  "closing_file.party_added": { kind: "party", label: "Party added" },
  "closing_file.party_updated": { kind: "party", label: "Party changed" },
  "closing_file.party_removed": { kind: "party", label: "Party removed" },
  "closing_file.status_link_issued": { kind: "link", label: "Status link sent" },
  "closing_file.status_link_revoked": { kind: "link", label: "Status link revoked" },
  "closing_file.request_created": { kind: "file", label: "Request added" },
  "closing_file.request_changed": { kind: "file", label: "Request changed" },
  "closing_file.request_answered": { kind: "file", label: "Request answered" },
  "closing_file.request_reviewed": { kind: "file", label: "Request reviewed" },
  "closing_file.message_edited": { kind: "file", label: "Message edited" },
  "closing_file.message_removed": { kind: "file", label: "Message removed" },
  "closing_file.data_key_rewrapped": { kind: "file", label: "Encryption key rewrapped under a new master key" },
  "closing_document.uploaded": { kind: "document", label: "Document uploaded" },
  "closing_document.updated": { kind: "document", label: "Document changed" },
  "closing_document.deleted": { kind: "document", label: "Document deleted" },
  "closing_document.downloaded": { kind: "document", label: "Document downloaded" },
  "closing_file.document_unreadable": { kind: "file", label: "Document refused: its stored bytes failed the integrity check" },
  "closing_file.disbursement_account_added": { kind: "file", label: "Disbursement account added" },
  "closing_file.disbursement_account_changed": { kind: "file", label: "Disbursement account changed" },
  "closing_file.disbursement_account_removed": { kind: "file", label: "Disbursement account removed" },
  "closing_file.disbursement_account_revealed": { kind: "file", label: "Full account number shown to an administrator" },
  "closing_file.disbursement_callback_recorded": { kind: "file", label: "Callback recorded for a disbursement account" },
  "closing_file.disbursement_account_approved": { kind: "file", label: "Disbursement account approved" },
  // Office wire instructions are about every file of the office: listed with the closing files.
  "office_wire.proposed": { kind: "file", label: "Office wire instructions proposed (waiting for a second administrator)" },
  "office_wire.approved": { kind: "file", label: "Office wire instructions approved (buyers of open files told)" },
  "office_wire.revealed": { kind: "file", label: "Office wire instructions opened in full" },
  "office_wire.data_key_rewrapped": { kind: "file", label: "Office wire instructions' key rewrapped under a new master key" },
  "office_wire.unreadable": { kind: "file", label: "Office wire instructions refused: their stored copy failed the integrity check" },
  "closing_file.bank_details_unreadable": { kind: "file", label: "Bank details refused: their stored copy failed the integrity check" },
  "auth.account_handed_over": { kind: "account", label: "Account handed over to its proven address" },
  "auth.recovery_codes_created": { kind: "account", label: "Two-step recovery codes made" },
  "auth.recovery_codes_regenerated": { kind: "account", label: "Two-step recovery codes replaced" },
  "auth.recovery_code_used": { kind: "account", label: "Two-step recovery code used" },
  "auth.admin.users_listed": { kind: "admin_api", label: "Admin API: accounts listed" },
  "auth.admin.user_read": { kind: "admin_api", label: "Admin API: account read" },
  "auth.admin.user_created": { kind: "admin_api", label: "Admin API: account created" },
  "auth.admin.user_updated": { kind: "admin_api", label: "Admin API: account changed" },
  "auth.admin.user_deleted": { kind: "admin_api", label: "Admin API: account deleted" },
  "auth.admin.user_invited": { kind: "admin_api", label: "Admin API: account invited" },
  "auth.admin.link_generated": { kind: "admin_api", label: "Admin API: sign-in link made" },
  "auth.admin.factors_listed": { kind: "admin_api", label: "Admin API: two-step factors listed" },
  "auth.admin.factor_deleted": { kind: "admin_api", label: "Admin API: two-step factor deleted" },
  "auth.admin.passkeys_listed": { kind: "admin_api", label: "Admin API: passkeys listed" },
  "auth.admin.passkey_deleted": { kind: "admin_api", label: "Admin API: passkey deleted" },
  // Retention (issue 33).
  "retention.policy_changed": { kind: "retention", label: "Retention policy changed" },
  "retention.bank_details_disposed": { kind: "retention", label: "Bank details deleted on schedule" },
  "retention.document_disposed": { kind: "retention", label: "Document's stored copy deleted on schedule" },
  "retention.lead_disposed": { kind: "retention", label: "Lead deleted on schedule" },
  "retention.service_request_disposed": { kind: "retention", label: "Service request deleted on schedule" },
  "retention.expired_access_disposed": { kind: "retention", label: "Expired status-link codes and sessions deleted" },
  "retention.run_completed": { kind: "retention", label: "Daily disposal run finished" },
};

/** Every action the log knows, in the order above. */
export const KNOWN_AUDIT_ACTIONS = Object.keys(ACTIONS) as AuditAction[];

const known = (action: string): action is AuditAction => Object.hasOwn(ACTIONS, action);

/**
 * The actions of one kind; undefined when the kind is every action (none chosen) or "other" (those
 * the table does not know, for which the query excludes KNOWN_AUDIT_ACTIONS instead).
 */
export function actionsOfKind(kind: AuditKind | undefined): AuditAction[] | undefined {
  if (!kind || kind === "other") return undefined;
  return KNOWN_AUDIT_ACTIONS.filter((action) => ACTIONS[action].kind === kind);
}

/** The kind an action belongs to: "other" for one this table does not know. */
export function kindOfAction(action: string): AuditKind {
  return known(action) ? ACTIONS[action].kind : "other";
}

/** How the log names an action: its label, or the action itself when unknown. */
export function actionLabel(action: string): string {
  return known(action) ? ACTIONS[action].label : action;
}

/** A closing file's number as staff type it: "HC-2026-01001" (any case, spaces around). */
const FILE_NUMBER = /^HC-\d{4}-\d{5,}$/;

/** The log's filters: who made the change (an account id), what kind of change, and which closing file. */
export const auditFilterSchema = z.object({
  actor: z
    .string({ error: ADMIN_MESSAGES.invalidActor })
    .trim()
    .regex(UUID_REGEX, ADMIN_MESSAGES.invalidActor)
    .transform((id) => id.toLowerCase())
    .optional(),
  kind: auditKindSchema.optional(),
  file: z
    .string({ error: ADMIN_MESSAGES.invalidAuditFile })
    .trim()
    .max(40, ADMIN_MESSAGES.invalidAuditFile)
    .transform((n) => n.toUpperCase())
    .refine((n) => FILE_NUMBER.test(n), ADMIN_MESSAGES.invalidAuditFile)
    .optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
