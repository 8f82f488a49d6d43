import type { BadgeTone } from "../../components/ui/badge.tsx";

/** Closed is green, in progress blue, anything else (pending, cancelled) yellow. */
export function statusTone(status: string): BadgeTone {
  if (status === "closed") return "success";
  if (status === "in_progress") return "info";
  return "warning";
}

/** The status with its first letter capitalised; "in_progress" reads "In progress". */
export function statusLabel(status: string): string {
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
