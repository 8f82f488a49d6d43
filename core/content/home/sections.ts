/** Copy of the home page's middle sections: Why Choose, the simple process, the Insider Club promo. */

export const WHY_CHOOSE = {
  heading: "Why Choose Heartland Closing Co.",
  intro:
    "Iowa closings run on abstracts, attorney opinions and Iowa Title Guaranty, not the title insurance you read about in national articles. We know the system, and we do the work in it every day.",
  points: [
    {
      icon: "map",
      title: "Iowa practice, done right",
      body: "Abstract updates, attorney title opinions and Iowa Title Guaranty certificates handled by people who work with county recorders and abstracters across the state.",
    },
    {
      icon: "shield",
      title: "A guarantee with teeth",
      body: "If our mistake delays your closing or makes the statement wrong, we refund our closing fee or finish the remaining work free. Our fees are due only when the deal closes.",
    },
    {
      icon: "clock",
      title: "No surprises on closing day",
      body: "Settlement statements are shared and reviewed before the signing, taxes are prorated correctly for Iowa's paid-in-arrears system, and everyone knows what to bring.",
    },
    {
      icon: "laptop",
      title: "Sign the way that suits you",
      body: "Close at one of our Iowa offices, by remote online notarization (legal in Iowa since July 1, 2020), or a mix of both.",
    },
    {
      icon: "lock",
      title: "Your money, protected",
      body: "Wiring instructions are confirmed by phone with a person, never changed by e-mail, and funds move only through our own trust account.",
    },
  ],
} as const;

export const SIMPLE_PROCESS = {
  heading: "A Simple Process",
  intro: "Three steps from signed purchase agreement to keys in hand.",
  steps: [
    {
      title: "Submit your documents",
      body: "Upload the purchase agreement and contact details through our secure portal. We open the file and order the abstract update right away.",
    },
    {
      title: "Track your progress",
      body: "Follow every milestone with real-time updates and status notifications: title opinion, lender conditions, settlement statement and signing time.",
    },
    {
      title: "Close with confidence",
      body: "Review the settlement statement ahead of time, sign in person or online, and we record the documents and disburse the funds.",
    },
  ],
} as const;

export const INSIDER_CLUB_PROMO = {
  heading: "Join the Insider Club",
  intro:
    "A free club for the Iowa agents and lenders who send us their files. Members get more from every closing, starting with the first.",
  signUp: { label: "Sign Up Now", to: "/register" },
  learnMore: { label: "Learn More", to: "/insider-club" },
  agents: {
    heading: "For agents",
    benefits: ["Free additional CEs per year", "Milestone tracking and celebrations", "Quarterly items of value"],
  },
  lenders: {
    heading: "For lenders",
    benefits: ["Milestone tracking system", "Social media recognition", "Exclusive RON discounts"],
  },
} as const;

export const CLOSING_CTA = {
  heading: "Ready for a Smoother Closing?",
  body: "Send us your next file, or book a short walkthrough of how we open, track and close Iowa transactions.",
  getStarted: { label: "Get Started Now", to: "/get-started" },
  demo: { label: "Schedule Demo", fallbackTo: "/contact" },
} as const;
