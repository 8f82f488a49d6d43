/** The Year of the GOAT rewards promotion. Levels live in goat-levels.ts. */

export const GOAT_EXPLAINER = {
  heading: "What Is the Year of the GOAT?",
  paragraphs: [
    "GOAT stands for Greatest Of All Time, and this year we are celebrating the agents and lenders who close with us. Every transaction you close with Heartland Closing Co. moves you up the herd, from Fainting Goat all the way to Legendary Mountain Goat.",
    "There is nothing to buy and no forms to fill in. Close your Iowa transactions with us as you normally would; we count them, you climb, and surprise rewards show up along the way.",
  ],
} as const;

export type GoatStepIcon = "handshake" | "mountain" | "gift";

export const GOAT_HOW_IT_WORKS: readonly { icon: GoatStepIcon; title: string; body: string }[] = [
  {
    icon: "handshake",
    title: "Close transactions",
    body: "Every purchase, sale, refinance or cash deal that closes with us during the year counts toward your total, whichever side you represent.",
  },
  {
    icon: "mountain",
    title: "Level up in the herd",
    body: "Your closings move you up five levels, from Fainting Goat at your first closing to Legendary Mountain Goat at the summit.",
  },
  {
    icon: "gift",
    title: "Unlock rewards",
    body: "Each new level unlocks a reward. Some are announced, and some are surprises we deliver when you least expect them.",
  },
];

export const GOAT_FIRST_CHALLENGE = {
  heading: "Your First Challenge",
  body: "Complete your first transaction with us this year to become a Fainting Goat. That first closing puts you on the leaderboard and starts your climb.",
} as const;

export const GOAT_REASONS: readonly { title: string; body: string }[] = [
  { title: "It costs nothing", body: "Free for every agent and lender with an account. No purchase, no quota." },
  { title: "Rewards for work you already do", body: "Your regular closings count. You do not have to change a thing." },
  { title: "Recognition that travels", body: "Milestones are celebrated on our social media, so your clients see your wins too." },
  { title: "A little friendly competition", body: "See where you stand on the leaderboard and who is climbing behind you." },
];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const GOAT_FAQ: readonly FaqItem[] = [
  {
    id: "what",
    question: "What is the Year of the GOAT?",
    answer:
      "It is our year-long rewards promotion for the agents and lenders who close with us. Each closing counts toward your level in the herd, from Fainting Goat to Legendary Mountain Goat, and each level unlocks rewards.",
  },
  {
    id: "participate",
    question: "How do I participate?",
    answer:
      "Create a free account and close transactions with Heartland Closing Co. That is all. Every transaction that closes with us during the promotion year is counted automatically.",
  },
  {
    id: "rewards",
    question: "What are the surprise rewards?",
    answer:
      "Rewards unlock as you reach each level. Some we announce ahead of time, such as social media recognition and priority scheduling; others stay a surprise until they arrive at your office.",
  },
  {
    id: "tracking",
    question: "How do I track my progress?",
    answer:
      "Your closings, your current level and how far you are from the next one are on your dashboard, along with a leaderboard showing where you stand in the herd.",
  },
];
