import type { SectionLink } from "#app/components/layout/section-nav.tsx";

/** The admin area's sections, in the order of the overview's cards. */
export const ADMIN_SECTIONS = [
  { to: "/admin/leads", label: "Leads", description: "Contact messages, guide downloads and gift-card claims, with their status." },
  { to: "/admin/service-requests", label: "Service Requests", description: "Orders from the Get Started form and the dashboard, with their status." },
  { to: "/admin/closing-files", label: "Closing Files", description: "Every closing file: its steps, parties, documents and the buyers' and sellers' status link." },
  { to: "/admin/inbox", label: "Inbox", description: "Conversations on closing files waiting for staff's answer, longest waiting first." },
  { to: "/admin/requests", label: "Needs Attention", description: "Requests overdue or due soon across every closing file, and answers waiting for review." },
  { to: "/admin/wire-instructions", label: "Wire Instructions", description: "Each office's escrow wire instructions: a change proposed by one administrator, approved by another." },
  { to: "/admin/users", label: "Users", description: "Accounts, administrator access and each account's transaction count." },
  { to: "/admin/documents", label: "Documents", description: "The eight resource documents, each opened through a link that expires." },
  { to: "/admin/messages", label: "Messages", description: "Recent e-mails and texts sent by the site, with their delivery status." },
  { to: "/admin/audit", label: "Audit Log", description: "Who changed which role, count, status or sending, from what to what, and when." },
  // Retention (issue 33).
  { to: "/admin/retention", label: "Retention", description: "How long customer information is kept, what is due for disposal, and the daily run." },
] as const;

/** The admin pages' own navigation, under the portal's: the overview, then every section. */
export const ADMIN_NAV_LINKS: readonly SectionLink[] = [{ to: "/admin", label: "Overview", end: true }, ...ADMIN_SECTIONS];
