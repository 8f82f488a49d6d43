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
  /**
   * One or two plain sentences about the page for Iowa visitors: the meta description (kept
   * under 160 characters so search results show it whole) and the page's intro paragraph.
   */
  description: string;
  /** prerender: static HTML at build time; client: rendered in the browser (signed-in areas). */
  render: RenderMode;
}

const p = (path: string, title: string, description: string, heading = title): SiteRoute => ({
  path,
  title,
  heading,
  description,
  render: "prerender",
});
const c = (path: string, title: string, description: string, heading = title): SiteRoute => ({
  path,
  title,
  heading,
  description,
  render: "client",
});

export const SERVICE_ROUTES: SiteRoute[] = [
  p(
    "/transaction-coordination",
    "Transaction Coordination",
    "Hand off paperwork, compliance checks, deadline tracking and client updates on every Iowa deal to a dedicated transaction coordinator.",
  ),
  p(
    "/digital-cash-closings",
    "Digital Cash Closings",
    "Close an Iowa cash purchase with less back-and-forth: documents are shared and signed online, and funds are wired securely to the closing.",
  ),
  p(
    "/cash-closings",
    "Cash Closings",
    "Buying Iowa property with cash? We examine the title, prepare every document and can close in as little as 7 days, starting at $499.",
  ),
  p(
    "/loan-closings",
    "Loan Closings",
    "Loan closings for Iowa lenders and borrowers: we work with the lender, prepare the settlement statement and run a clear, on-time signing.",
  ),
  p(
    "/1031-exchange",
    "1031 Exchange Services",
    "Close both sides of an Iowa 1031 exchange on schedule, and see your 45-day identification and 180-day purchase deadlines at a glance.",
    "1031 Exchange Closings",
  ),
  p(
    "/fsbo",
    "For Sale By Owner Closings",
    "Selling your Iowa home without an agent? We prepare the paperwork, coordinate with the buyer and close on time, with full service at $499.",
  ),
  p(
    "/remote-online-notary",
    "Remote Online Notary",
    "Sign closing documents from anywhere by secure video with a commissioned notary. Most sessions take under 10 minutes, at $75 per signing.",
  ),
  p(
    "/title-guaranty",
    "Iowa Title Guaranty",
    "Protect an Iowa property with a state-backed Iowa Title Guaranty certificate. We examine the title, clear any issues and issue the guaranty.",
  ),
];

export const PROCESS_STEP_ROUTES: SiteRoute[] = [
  p(
    "/file-opening",
    "File Opening",
    "How your closing file is opened: what we set up when the purchase agreement arrives, and the details we need from you to start on time.",
  ),
  p(
    "/abstracting",
    "Abstracting",
    "Iowa relies on abstracts of title. Learn how we order and update the abstract that records your property's ownership history before closing.",
  ),
  p(
    "/collection-fees-documents",
    "Collection of Fees & Documents",
    "How we gather payoffs, invoices, fees and signed documents from every party so your settlement statement is complete before closing day.",
  ),
  p(
    "/electronic-options",
    "Electronic or In-Person Options",
    "Choose how you sign: in person at one of our Iowa offices, by remote online notary, or a mix of both, whichever suits your schedule.",
  ),
  p(
    "/closing",
    "Closing",
    "What happens at the closing table: a final review of the settlement statement, signing, disbursing the funds and handing over the keys.",
  ),
  p(
    "/final-abstracting",
    "Final Abstracting",
    "After closing we record the deed and mortgage and bring the abstract up to date, so the new owner's title records are complete.",
  ),
];

export const BLOG_SLUGS = [
  "first-time-homebuyer-title-settlement-tips",
  "heartland-closing-turbulent-market",
  "cash-real-estate-deals-harder",
  "summer-market-insights",
  "transaction-coordinator-role",
  "slow-down-for-clarity",
] as const;

export type BlogSlug = (typeof BLOG_SLUGS)[number];

export interface BlogPostSummary {
  slug: BlogSlug;
  /** Document title and the post page's h1. */
  title: string;
  /** Meta description and the excerpt shown under the title (under 160 characters). */
  description: string;
}

const BLOG_POST_TEXT: Record<BlogSlug, Omit<BlogPostSummary, "slug">> = {
  "first-time-homebuyer-title-settlement-tips": {
    title: "Title and Settlement Tips for First-Time Iowa Homebuyers",
    description:
      "Buying your first Iowa home? Here is what the abstract, the title opinion and the settlement statement mean for you, and what to ask before you sign.",
  },
  "heartland-closing-turbulent-market": {
    title: "Staying Steady in a Turbulent Market",
    description:
      "Rates and inventory keep shifting. How our closing team kept files moving this spring, with file work started in as little as three days.",
  },
  "cash-real-estate-deals-harder": {
    title: "Why Cash Real Estate Deals Are Getting Harder",
    description:
      "Cash offers still win, but wire fraud, title surprises and tight timelines make them harder to close. Here is how Iowa buyers stay protected.",
  },
  "summer-market-insights": {
    title: "Summer Market Insights for Iowa Agents and Lenders",
    description:
      "What the busy summer season means for Iowa closings: timelines, document volume and how to plan ahead so every file closes on schedule.",
  },
  "transaction-coordinator-role": {
    title: "What a Transaction Coordinator Does for Your Deals",
    description:
      "From contract to close, a transaction coordinator tracks deadlines, collects documents and keeps everyone informed, saving agents 20+ hours a file.",
  },
  "slow-down-for-clarity": {
    title: "Slow Down for Clarity Before Closing Day",
    description:
      "Rushed closings cause mistakes. Why we recommend a 30-day lead time, and what buyers and sellers can prepare early for a calm closing.",
  },
};

/** The six blog posts' titles and excerpts, in {@link BLOG_SLUGS} order. */
export const BLOG_POSTS: BlogPostSummary[] = BLOG_SLUGS.map((slug) => ({ slug, ...BLOG_POST_TEXT[slug] }));

/** The post for a slug, or undefined for an unknown one. */
export function findBlogPost(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

export const PUBLIC_ROUTES: SiteRoute[] = [
  p(
    "/",
    "Iowa Title & Closing Services",
    "Title and closing services for Iowa agents, lenders, buyers and sellers: cash, loan, 1031 and FSBO closings, remote online notary and Iowa Title Guaranty.",
    "Close With Confidence",
  ),
  p(
    "/contact",
    "Contact Us",
    "Questions about a closing in Iowa? Send our team a message or give us a call, and we will get back to you within one business day.",
  ),
  p(
    "/team",
    "Our Team & Locations",
    "Meet the closing agents, transaction coordinators and managers who work on every file, and find the Iowa office nearest you.",
    "Meet Our Team",
  ),
  ...SERVICE_ROUTES,
  p(
    "/get-started",
    "Get Started",
    "Pick the closing or title service you need, tell us about the property, and we will contact you within one business day to open your file.",
  ),
  p(
    "/thank-you",
    "Thank You",
    "Your request is in. A member of our team will contact you within one business day to confirm the details and the next steps.",
  ),
  p(
    "/process-overview",
    "Our Closing Process",
    "Follow an Iowa closing step by step, from file opening and abstracting through title work, the settlement statement, signing and final abstracting.",
  ),
  p(
    "/process-overview/title",
    "Understanding Your Title",
    "What a title opinion and an Iowa Title Guaranty certificate are, how to read an opinion, and which risks are covered and which are not.",
  ),
  p(
    "/process-overview/settlement",
    "Understanding Your Settlement Statement",
    "A plain guide to your settlement statement: what each section means, which numbers to check before closing, and who to ask about them.",
  ),
  ...PROCESS_STEP_ROUTES,
  p(
    "/settlement-statements-made-simple",
    "Settlement Statements Made Simple",
    "A line-by-line guide to buyer and seller settlement statements, with sample statements you can download and read before your closing.",
  ),
  p(
    "/insider-club",
    "Insider Club",
    "A free club for Iowa agents and lenders: extra CE credits, milestone celebrations, quarterly perks, RON discounts and priority support.",
  ),
  p(
    "/year-of-goat",
    "Year of the GOAT",
    "Close transactions, climb the herd from Fainting Goat to Legendary Mountain Goat, and unlock surprise rewards all year long.",
  ),
  p(
    "/gift-card",
    "$100 Gift Card Offer",
    "For a limited time, get a $100 gift card when you try our transaction coordination, and pay the $200 fee after service only if you are satisfied.",
    "Your $100 Gift Card Is Waiting",
  ),
  p(
    "/sales-price-calculator",
    "Seller Net Proceeds Calculator",
    "Estimate what you will take home from an Iowa home sale: enter the price, taxes and fees to see transfer tax, prorations and net proceeds.",
  ),
  p(
    "/cash-only-calculator",
    "Cash Only Calculator",
    "Estimate the closing costs and total cash needed for an Iowa cash purchase, including title fees, recording fees and prorated property taxes.",
  ),
  p(
    "/cosmic-card-demo",
    "Cosmic Card Demo",
    "A showcase of our animated card visuals: six sample cards that tilt with your pointer and float when idle, in several themes and sizes.",
  ),
  p(
    "/privacy-policy",
    "Privacy Policy",
    "How we collect, use and protect the personal information you share with us when you request services or use this website.",
  ),
  p(
    "/terms-of-service",
    "Terms of Service",
    "The terms that govern your use of this website and our online services, including our closing requests, governed by Iowa law.",
  ),
];

/**
 * Accounts and the portal. Sign-in and registration are pre-rendered like the public pages (their
 * heading and form are in the HTML; the form works once the scripts have run), the rest is
 * client-rendered from the app shell.
 */
export const ACCOUNT_ROUTES: SiteRoute[] = [
  p(
    "/login",
    "Sign In",
    "Sign in to track your transactions, order services and download the resources for your Iowa closings.",
    "Welcome Back",
  ),
  p(
    "/register",
    "Create Your Account",
    "Create a free account as an Iowa agent or lender to track your transactions, order services and join the Insider Club.",
  ),
  c(
    "/forgot-password",
    "Forgot Password",
    "Enter the e-mail address of your account and we will send you a link and a code to choose a new password.",
    "Reset Your Password",
  ),
  c(
    "/reset-password",
    "Choose a New Password",
    "Choose a new password for your Heartland Closing Co. account, using the link or the code from your password reset e-mail.",
  ),
  c(
    "/account/security",
    "Account Security",
    "Change your e-mail address or password, sign in with a passkey, add two-step verification (an authenticator app or a security key), and sign out other devices.",
  ),
  c(
    "/dashboard",
    "Dashboard",
    "Your transactions, service orders and downloadable resources, all in one place.",
  ),
  c(
    "/clients",
    "Clients",
    "Keep your client list up to date, send e-mail or text updates and review each client's communication history.",
  ),
  c(
    "/admin",
    "Admin Dashboard",
    "Review service requests, leads, documents and user accounts.",
  ),
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
    ...ACCOUNT_ROUTES.filter((r) => r.render === "prerender").map((r) => r.path),
    NOT_FOUND_PATH,
  ];
}

export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}

/**
 * The signed-in areas. Any path under one of them is client-rendered: the server answers with the
 * SPA shell and the router decides what it shows (a detail page such as /clients/:id, or its own
 * "not found"), so adding a signed-in page under these prefixes needs no server change.
 */
export const SIGNED_IN_PREFIXES = ["/dashboard", "/clients", "/transactions", "/account", "/admin"] as const;

/** True for a path inside one of the {@link SIGNED_IN_PREFIXES} ("/clients/42", "/admin/users"). */
export function isSignedInPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return SIGNED_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Pages opened by a private link rather than by signing in: a buyer's or seller's status page,
 * /status/<token>. They are client-rendered (the token is read in the browser) and must never be
 * indexed, so the server sends the SPA shell with `X-Robots-Tag: noindex`.
 */
export function isPrivateLinkPath(pathname: string): boolean {
  return /^\/status\/[^/]+$/.test(normalisePath(pathname));
}

/**
 * The status page's shell, pre-rendered at this path (react-router.config.ts) and sent for every
 * /status/<token>: the page's frame and its one loading state, in the HTML before any script runs,
 * with no token in it (server/static/web-routes.ts). Not a page of its own: never linked or listed.
 */
export const STATUS_SHELL_PATH = "/status/_shell";

/** What the server should answer for a path: a pre-rendered file, the SPA shell, or 404. */
export function classifyPath(
  pathname: string,
): { kind: "prerendered"; path: string } | { kind: "client" } | { kind: "not_found" } {
  const path = normalisePath(pathname);
  const route = SITE_ROUTES.find((r) => r.path === path);
  if (route) return route.render === "prerender" ? { kind: "prerendered", path } : { kind: "client" };
  const blog = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (blog && (BLOG_SLUGS as readonly string[]).includes(blog[1]!)) return { kind: "prerendered", path };
  if (isSignedInPath(path) || isPrivateLinkPath(path)) return { kind: "client" };
  return { kind: "not_found" };
}

/** The route with exactly this path (after {@link normalisePath}), if any. */
export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const path = normalisePath(pathname);
  return SITE_ROUTES.find((r) => r.path === path);
}
