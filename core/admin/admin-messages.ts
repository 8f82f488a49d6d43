/**
 * What the admin area says (the spec's words, and ours where the spec is silent). The API and the pages take their words from here.
 */
export const ADMIN_MESSAGES = {
  // Users
  usersLoadFailed: "Failed to load users",
  roleUpdated: (role: string) => `User role updated to ${role}`,
  roleUpdateFailed: "Failed to update user role",
  lastAdmin: "You are the only administrator. Make another account an administrator before removing your own access.",
  countUpdated: "Transaction count updated successfully",
  countUpdateFailed: "Failed to update transaction count",
  invalidCount: "Please enter a valid number",
  unknownType: "Unknown",
  userNotFound: "We couldn't find that account.",
  noUsers: "No users found",
  invalidSuspended: "Choose true (pause sending) or false (allow sending).",
  sendingSuspended: "Sending paused for this account",
  sendingResumed: "Sending allowed again for this account",
  sendingUpdateFailed: "Failed to change this account's sending. Please try again.",

  // Leads and service requests
  leadStatusUpdated: "Lead status updated",
  leadStatusFailed: "Failed to update lead status",
  leadsLoadFailed: "Failed to load leads",
  noLeads: "No leads found",
  leadNotFound: "We couldn't find that lead.",
  requestStatusUpdated: "Request status updated",
  requestStatusFailed: "Failed to update request status",
  requestsLoadFailed: "Failed to load service requests",
  noRequests: "No service requests found",
  requestNotFound: "We couldn't find that service request.",
  invalidStatus: "Choose new, contacted, qualified or converted.",

  // people: the users list, roles, counts, audit log, outbound messages and documents
  invalidRole: "Choose admin or user.",
  searchTooLong: "Please keep the search to 100 characters",
  invalidActor: "Choose an account from the list.",
  invalidAuditKind: "Choose role, count, status, sending, file, step, party, link, document, account, admin_api or other.",
  invalidAuditFile: "Enter a closing file number, e.g. HC-2026-01001.",
  invalidChannel: "Choose email or sms.",
  invalidDocumentType: "Choose all, fsbo, agent, lender or marketing.",
  auditLoadFailed: "Failed to load the audit log",
  noAuditEntries: "No changes recorded yet",
  noAuditEntriesFiltered: "No changes match these filters",
  messagesLoadFailed: "Failed to load messages",
  noMessages: "No messages found",
  documentsLoadFailed: "Failed to load documents",
  noDocuments: "No documents found",
  overviewLoadFailed: "Failed to load the overview",

  // pipeline
  invalidSort: "Choose newest, oldest, name or name_desc.",
  pipelineSearchTooLong: "Please keep the search to 100 characters",

  // 'Access denied' and 'An error occurred' are AUTH_MESSAGES (core/auth/auth-messages.ts).
} as const;
