/** The Insider Club page: a free club for the Iowa agents and lenders we close with. */

export type InsiderIcon = "graduation" | "tools" | "priority" | "community";

export interface InsiderBenefit {
  icon: InsiderIcon;
  title: string;
  body: string;
}

export const INSIDER_INTRO =
  "The Insider Club is our thank-you to the agents and lenders who trust us with their closings. Membership is free: create an account, send us your files, and the benefits follow.";

export const INSIDER_BENEFITS: readonly InsiderBenefit[] = [
  {
    icon: "graduation",
    title: "Exclusive Training",
    body: "Short, practical sessions on Iowa closings: reading an abstract of title and the attorney's title opinion, when an Iowa Title Guaranty certificate is needed, and how taxes paid in arrears show up on a settlement statement.",
  },
  {
    icon: "tools",
    title: "Proven Tools",
    body: "The checklists, guides and calculators our own closers use, from seller net sheets to 1031 deadline tracking, so you can answer client questions before they become problems.",
  },
  {
    icon: "priority",
    title: "Priority Access",
    body: "Members' files go to the front of the line for scheduling, title updates and document preparation, including remote online notarization sessions when a signer cannot be at the table.",
  },
  {
    icon: "community",
    title: "Community Support",
    body: "A network of Iowa agents, lenders and closers who share what works. Swap referrals, compare notes on tricky files and celebrate each other's milestones.",
  },
];

export interface AudiencePerks {
  id: "agents" | "lenders";
  heading: string;
  intro: string;
  perks: readonly { title: string; body: string }[];
}

export const INSIDER_AUDIENCES: readonly AudiencePerks[] = [
  {
    id: "agents",
    heading: "For Real Estate Agents",
    intro: "Keep your license current, your clients informed and your wins visible.",
    perks: [
      {
        title: "Free additional CEs per year",
        body: "Continuing-education sessions at no cost, on the closing topics Iowa agents ask us about most.",
      },
      {
        title: "Milestone tracking and celebrations",
        body: "We count your closings with us and mark the milestones: first file, tenth file, a record month.",
      },
      {
        title: "Quarterly items of value",
        body: "Something useful arrives every quarter, picked for a busy agent's office or car.",
      },
      {
        title: "Social media recognition",
        body: "We celebrate your closings and milestones on our channels, with your permission, for your sphere to see.",
      },
      {
        title: "Priority support",
        body: "A direct line to your closer when a deadline is tight or a client is nervous.",
      },
    ],
  },
  {
    id: "lenders",
    heading: "For Lenders",
    intro: "Smoother closings for your borrowers and fewer surprises for your pipeline.",
    perks: [
      {
        title: "Exclusive RON discounts",
        body: "Reduced pricing on remote online notarization, legal in Iowa since July 1, 2020, for borrowers who cannot sign in person.",
      },
      {
        title: "Custom marketing materials",
        body: "Co-branded guides for your borrowers explaining the Iowa closing process, title guaranty and what to bring to the table.",
      },
      {
        title: "Priority processing",
        body: "Your files are scheduled first, with title work and closing disclosures turned around to meet your deadlines.",
      },
      {
        title: "Performance analytics",
        body: "Regular reports on your files with us: volume, time from opening to closing, and where files were held up.",
      },
      {
        title: "A dedicated support team",
        body: "The same closers on every file, who know your requirements and your underwriters' conditions.",
      },
    ],
  },
];

export const INSIDER_STEPS: readonly { title: string; body: string }[] = [
  { title: "Create your free account", body: "Sign up as an agent or a lender. It takes about a minute." },
  { title: "Send us your files", body: "Open transactions through the secure portal or by phone, as you do today." },
  { title: "Enjoy the perks", body: "Benefits and milestones are tracked on your dashboard as your closings add up." },
];
