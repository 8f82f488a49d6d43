import type { StepDetail } from "./detail-types.ts";
import { ABSTRACTING, COLLECTION, FILE_OPENING } from "./details-early.ts";
import { CLOSING, ELECTRONIC_OPTIONS, FINAL_ABSTRACTING, SETTLEMENT_STATEMENTS_MADE_SIMPLE } from "./details-late.ts";

export type { DetailSection, StepDetail } from "./detail-types.ts";

/** Every step page's copy, keyed by path. */
export const STEP_DETAILS: StepDetail[] = [
  FILE_OPENING,
  ABSTRACTING,
  COLLECTION,
  ELECTRONIC_OPTIONS,
  CLOSING,
  FINAL_ABSTRACTING,
  SETTLEMENT_STATEMENTS_MADE_SIMPLE,
];

/** The copy of a step page; throws for a path without one (a programming error). */
export function stepDetail(path: string): StepDetail {
  const detail = STEP_DETAILS.find((d) => d.path === path);
  if (!detail) throw new Error(`No step page copy for ${path}`);
  return detail;
}
