/**
 * The Year of the GOAT herd: the levels a member climbs by closing transactions with us during the
 * promotion year. The spec names only the first (Fainting Goat) and the last (Legendary Mountain
 * Goat); the levels in between and their thresholds are ours.
 */
export interface GoatLevel {
  /** Stable id, used as a key and in tests. */
  id: string;
  name: string;
  /** Closed transactions needed to reach this level (inclusive). */
  minTransactions: number;
  /** One line about the level. */
  description: string;
  /** What reaching the level unlocks. */
  unlocks: string;
}

export const GOAT_LEVELS: readonly GoatLevel[] = [
  {
    id: "fainting",
    name: "Fainting Goat",
    minTransactions: 1,
    description: "Your first closing with us this year. Welcome to the herd.",
    unlocks: "Your spot on the leaderboard and a herd welcome package.",
  },
  {
    id: "pygmy",
    name: "Pygmy Goat",
    minTransactions: 3,
    description: "Small but sure-footed: three files closed.",
    unlocks: "A surprise reward delivered to your office.",
  },
  {
    id: "nubian",
    name: "Nubian Goat",
    minTransactions: 6,
    description: "Six closings in, your clients know the routine works.",
    unlocks: "A shout-out on our social media channels.",
  },
  {
    id: "mountain",
    name: "Mountain Goat",
    minTransactions: 12,
    description: "A closing a month on average: near the top of the herd.",
    unlocks: "Priority scheduling for your closings for the rest of the year.",
  },
  {
    id: "legendary",
    name: "Legendary Mountain Goat",
    minTransactions: 24,
    description: "The greatest of all time. The summit of the herd.",
    unlocks: "Our top surprise reward and year-end recognition as a Legendary Mountain Goat.",
  },
];

function checkCount(closedTransactions: number): number {
  if (!Number.isFinite(closedTransactions) || closedTransactions < 0) {
    throw new RangeError(`closedTransactions must be a non-negative number, got ${closedTransactions}`);
  }
  return Math.floor(closedTransactions);
}

/** The level reached with this many closed transactions, or null before the first closing. */
export function goatLevelFor(closedTransactions: number): GoatLevel | null {
  const count = checkCount(closedTransactions);
  let reached: GoatLevel | null = null;
  for (const level of GOAT_LEVELS) {
    if (count >= level.minTransactions) reached = level;
  }
  return reached;
}

/** The next level and how many more closings it takes, or null at the summit. */
export function nextGoatLevel(closedTransactions: number): { level: GoatLevel; remaining: number } | null {
  const count = checkCount(closedTransactions);
  const next = GOAT_LEVELS.find((level) => level.minTransactions > count);
  return next ? { level: next, remaining: next.minTransactions - count } : null;
}
