/**
 * Delay before the next delivery attempt after `attempts` failed ones: exponential from 30 s,
 * capped at one hour, with up to 20 % jitter so many failed messages don't retry in lock-step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = 30_000 * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(base, 3_600_000);
  return Math.round(capped * (1 + 0.2 * random()));
}
