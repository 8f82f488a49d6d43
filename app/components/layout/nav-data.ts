import {
  Building2,
  FileCheck2,
  FileSignature,
  Landmark,
  Repeat,
  ShieldCheck,
  Video,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { SERVICE_ROUTES, SITE_ROUTES } from "#core/site/routes.ts";

export interface NavLink {
  to: string;
  label: string;
  badge?: string;
}

export interface ServiceNavLink extends NavLink {
  icon: LucideIcon;
}

/** A path from the route table; a typo fails at build time instead of shipping a dead link. */
function known(path: string): string {
  if (!SITE_ROUTES.some((r) => r.path === path)) throw new Error(`Navigation points at unknown path ${path}`);
  return path;
}

const SERVICE_ICONS: Record<string, LucideIcon> = {
  "/transaction-coordination": FileCheck2,
  "/digital-cash-closings": Wallet,
  "/cash-closings": Landmark,
  "/loan-closings": Building2,
  "/1031-exchange": Repeat,
  "/fsbo": FileSignature,
  "/remote-online-notary": Video,
  "/title-guaranty": ShieldCheck,
};

/** The eight services, in the order of the route table. */
export const SERVICE_LINKS: ServiceNavLink[] = SERVICE_ROUTES.map((r) => ({
  to: r.path,
  label: r.title,
  icon: SERVICE_ICONS[r.path] ?? FileCheck2,
}));

/** Main links next to the Services menu. */
export const PRIMARY_LINKS: NavLink[] = [
  { to: known("/team"), label: "Team" },
  { to: known("/contact"), label: "Contact" },
  { to: known("/insider-club"), label: "Insider Club", badge: "New" },
];

/** Promotions and tools (utility bar on wide screens, the mobile menu, the footer). */
export const OFFER_LINKS: NavLink[] = [
  { to: known("/year-of-goat"), label: "Year of the GOAT", badge: "New" },
  { to: known("/gift-card"), label: "Gift Card", badge: "Limited Time" },
  { to: known("/cash-only-calculator"), label: "Cash Only Calculator" },
  { to: known("/process-overview"), label: "Process Overview" },
];

export const SIGN_IN: NavLink = { to: known("/login"), label: "Sign In" };
export const GET_STARTED: NavLink = { to: known("/get-started"), label: "Get Started" };
export const DASHBOARD: NavLink = { to: known("/dashboard"), label: "Dashboard" };
export const SIGN_OUT_LABEL = "Sign Out";

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: "Company",
    links: [
      { to: known("/team"), label: "Our Team & Locations" },
      { to: known("/contact"), label: "Contact Us" },
      { to: known("/insider-club"), label: "Insider Club" },
      { to: known("/get-started"), label: "Get Started" },
    ],
  },
  { heading: "Services", links: SERVICE_LINKS.map(({ to, label }) => ({ to, label })) },
  {
    heading: "Support",
    links: [
      { to: known("/process-overview"), label: "Process Overview" },
      { to: known("/process-overview/title"), label: "Understanding Your Title" },
      { to: known("/settlement-statements-made-simple"), label: "Settlement Statements Made Simple" },
      { to: known("/login"), label: "Sign In" },
      { to: known("/privacy-policy"), label: "Privacy Policy" },
      { to: known("/terms-of-service"), label: "Terms of Service" },
    ],
  },
  {
    heading: "Special Offers",
    links: [
      { to: known("/gift-card"), label: "$100 Gift Card", badge: "Limited Time" },
      { to: known("/year-of-goat"), label: "Year of the GOAT", badge: "New" },
      { to: known("/cash-only-calculator"), label: "Cash Only Calculator" },
      { to: known("/sales-price-calculator"), label: "Seller Net Proceeds Calculator" },
    ],
  },
];
