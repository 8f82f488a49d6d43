import { BellRing, LayoutDashboard, ShieldCheck, ShieldUser, Users } from "lucide-react";
import { useProfile } from "#app/lib/auth/use-profile.ts";
import { SectionNav, type SectionLink } from "./section-nav.tsx";

const LINKS: SectionLink[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/clients", label: "Clients", icon: Users },
  { to: "/account/security", label: "Account Security", icon: ShieldCheck },
  { to: "/account/notifications", label: "Notifications", icon: BellRing },
];
const ADMIN_LINK: SectionLink = { to: "/admin", label: "Admin", icon: ShieldUser };

/** The signed-in pages' own navigation; administrators also get the Admin link. */
export function PortalNav() {
  const { data: profile } = useProfile();
  return <SectionNav label="Your account" links={profile?.role === "admin" ? [...LINKS, ADMIN_LINK] : LINKS} />;
}
