import { NavLink } from "react-router";
import { cx } from "../../lib/cx.ts";

/** The admin area's sections, in the order of the overview's cards. */
export const ADMIN_SECTIONS = [
  { to: "/admin/leads", label: "Leads", description: "Contact messages, guide downloads and gift-card claims, with their status." },
  { to: "/admin/service-requests", label: "Service Requests", description: "Orders from the Get Started form and the dashboard, with their status." },
  { to: "/admin/closing-files", label: "Closing Files", description: "Every closing file: its steps, parties, documents and the buyers' and sellers' status link." },
  { to: "/admin/users", label: "Users", description: "Accounts, administrator access and each account's transaction count." },
  { to: "/admin/documents", label: "Documents", description: "The eight resource documents, each opened through a link that expires." },
  { to: "/admin/messages", label: "Messages", description: "Recent e-mails and texts sent by the site, with their delivery status." },
  { to: "/admin/audit", label: "Audit Log", description: "Who changed which role, count, status or sending, from what to what, and when." },
] as const;

/** The admin pages' own navigation, under the portal's; the current section is marked. */
export function AdminNav() {
  const links = [{ to: "/admin", label: "Overview", end: true }, ...ADMIN_SECTIONS.map((s) => ({ ...s, end: false }))];
  return (
    <nav aria-label="Admin sections" className="border-b border-cream-300 bg-cream-50">
      <ul className="page-container flex flex-wrap gap-1 py-2">
        {links.map(({ to, label, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cx(
                  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold motion-safe:transition-colors",
                  isActive ? "bg-navy-800 text-white" : "text-navy-800 hover:bg-navy-50 hover:text-navy-950",
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
