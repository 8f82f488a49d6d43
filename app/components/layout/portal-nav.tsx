import { BellRing, LayoutDashboard, type LucideIcon, ShieldCheck, ShieldUser, Users } from "lucide-react";
import { NavLink } from "react-router";
import { cx } from "../../lib/cx.ts";
import { useProfile } from "../../lib/auth/use-profile.ts";

interface PortalLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only this path, not the pages under it. */
  end?: boolean;
}

const LINKS: PortalLink[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/clients", label: "Clients", icon: Users },
  { to: "/account/security", label: "Account Security", icon: ShieldCheck },
  { to: "/account/notifications", label: "Notifications", icon: BellRing },
];
const ADMIN_LINK: PortalLink = { to: "/admin", label: "Admin", icon: ShieldUser };

/** The signed-in pages' own navigation, under the site's top bar; the current page is marked. */
export function PortalNav() {
  const { data: profile } = useProfile();
  const links = profile?.role === "admin" ? [...LINKS, ADMIN_LINK] : LINKS;
  return (
    <nav aria-label="Your account" className="border-b border-cream-300 bg-white">
      <ul className="page-container flex flex-wrap gap-1 py-2">
        {links.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cx(
                  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold motion-safe:transition-colors",
                  isActive ? "bg-navy-900 text-white" : "text-navy-700 hover:bg-navy-50 hover:text-navy-950",
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
