/**
 * The site's route table as data. The web app builds its routes from it and pre-renders the
 * public ones; the server uses it to tell a real page from an unknown path (which gets the HTML
 * 404 page with status 404 instead of the SPA fallback's 200).
 */

export type RenderMode = "prerender" | "client";

export interface SiteRoute {
  /** URL path without trailing slash ("/" for home). */
  path: string;
  /** Document title (the brand name is appended by the app). */
  title: string;
  /** The page's single h1. */
  heading: string;
  /** prerender: static HTML at build time; client: rendered in the browser (signed-in areas). */
  render: RenderMode;
}

const p = (path: string, title: string, heading = title): SiteRoute => ({
  path,
  title,
  heading,
  render: "prerender",
});
const c = (path: string, title: string, heading = title): SiteRoute => ({
  path,
  title,
  heading,
  render: "client",
});

export const SERVICE_ROUTES: SiteRoute[] = [
  p("/transaction-coordination", "Transaction Coordination"),
  p("/digital-cash-closings", "Digital Cash Closings"),
  p("/cash-closings", "Cash Closings"),
  p("/loan-closings", "Loan Closings"),
  p("/1031-exchange", "1031 Exchange Services", "1031 Exchange Closings"),
  p("/fsbo", "For Sale By Owner Closings"),
  p("/remote-online-notary", "Remote Online Notary"),
  p("/title-guaranty", "Iowa Title Guaranty"),
];

export const PROCESS_STEP_ROUTES: SiteRoute[] = [
  p("/file-opening", "File Opening"),
  p("/abstracting", "Abstracting"),
  p("/collection-fees-documents", "Collection of Fees & Documents"),
  p("/electronic-options", "Electronic or In-Person Options"),
  p("/closing", "Closing"),
  p("/final-abstracting", "Final Abstracting"),
];

export const BLOG_SLUGS = [
  "first-time-homebuyer-title-settlement-tips",
  "heartland-closing-turbulent-market",
  "cash-real-estate-deals-harder",
  "summer-market-insights",
  "transaction-coordinator-role",
  "slow-down-for-clarity",
] as const;

export const PUBLIC_ROUTES: SiteRoute[] = [
  p("/", "Iowa Title & Closing Services", "Close With Confidence"),
  p("/contact", "Contact Us"),
  p("/team", "Our Team & Locations", "Meet Our Team"),
  ...SERVICE_ROUTES,
  p("/get-started", "Get Started"),
  p("/thank-you", "Thank You"),
  p("/process-overview", "Our Closing Process"),
  p("/process-overview/title", "Understanding Your Title"),
  p("/process-overview/settlement", "Understanding Your Settlement Statement"),
  ...PROCESS_STEP_ROUTES,
  p("/settlement-statements-made-simple", "Settlement Statements Made Simple"),
  p("/insider-club", "Insider Club"),
  p("/year-of-goat", "Year of the GOAT"),
  p("/gift-card", "$100 Gift Card Offer", "Your $100 Gift Card Is Waiting"),
  p("/sales-price-calculator", "Seller Net Proceeds Calculator"),
  p("/cash-only-calculator", "Cash Only Calculator"),
  p("/cosmic-card-demo", "Cosmic Card Demo"),
  p("/privacy-policy", "Privacy Policy"),
  p("/terms-of-service", "Terms of Service"),
];

export const ACCOUNT_ROUTES: SiteRoute[] = [
  c("/login", "Sign In", "Welcome Back"),
  c("/register", "Create Your Account"),
  c("/dashboard", "Dashboard"),
  c("/clients", "Clients"),
  c("/admin", "Admin Dashboard"),
];

/** Every route with a fixed path. Blog posts are matched by {@link blogPath}. */
export const SITE_ROUTES: SiteRoute[] = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES];

export const blogPath = (slug: string) => `/blog/${slug}`;

/** Path of the pre-rendered 404 page (matched by the app's catch-all route). */
export const NOT_FOUND_PATH = "/404";

/** Paths pre-rendered to static HTML at build time. */
export function prerenderPaths(): string[] {
  return [
    ...PUBLIC_ROUTES.map((r) => r.path),
    ...BLOG_SLUGS.map(blogPath),
    NOT_FOUND_PATH,
  ];
}

export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}

/** What the server should answer for a path: a pre-rendered file, the SPA shell, or 404. */
export function classifyPath(
  pathname: string,
): { kind: "prerendered"; path: string } | { kind: "client" } | { kind: "not_found" } {
  const path = normalisePath(pathname);
  const route = SITE_ROUTES.find((r) => r.path === path);
  if (route) return route.render === "prerender" ? { kind: "prerendered", path } : { kind: "client" };
  const blog = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (blog && (BLOG_SLUGS as readonly string[]).includes(blog[1]!)) return { kind: "prerendered", path };
  return { kind: "not_found" };
}
