/** The home page hero: the promise, in the visitor's terms, and the three trust badges. */
export const HOME_HERO = {
  eyebrow: "Iowa title & closing services",
  intro:
    "Title work, settlement statements and signings for Iowa agents, lenders, buyers and sellers, from the abstract update to the final recording. One team, clear updates, and closings that happen on the day you planned.",
  primaryAction: { label: "Order Services", to: "/get-started" },
  trustBadges: [
    { id: "guarantee", label: "100% Satisfaction Guarantee" },
    { id: "trusted", label: "Trusted by Top Agents & Lenders" },
    { id: "streamlined", label: "Streamlined Closings" },
  ],
} as const;
