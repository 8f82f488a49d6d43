/**
 * Milestone moves that Iowa's paperwork blocks while a request is unsettled (issue 30;
 * docs/requests-contract.md "Core"), beside the milestone rules (milestones.ts): marking the step
 * done is refused (409 `requests_open`) until each such request is accepted or waived.
 */
import type { MilestoneId, MilestoneState } from "./milestones.ts";
import type { RequestKind, RequestStatus } from "./request-types.ts";

export interface RequestGate {
  milestone: MilestoneId;
  /** Requests of these kinds must be settled before the step is done. */
  kinds: readonly RequestKind[];
  /** The message's opening: what waits. */
  waiting: string;
  source: string;
}

export const REQUEST_GATES: readonly RequestGate[] = [
  {
    milestone: "objections_cleared",
    kinds: ["title_requirement", "opinion_objection"],
    waiting: "Clearing the title objections waits for",
    source: "Iowa Title Guaranty: every commitment requirement (Schedule B-I) met and every opinion objection cured or waived",
  },
  {
    milestone: "closing_scheduled",
    kinds: ["septic_inspection"],
    waiting: "Scheduling the closing waits for",
    source: "Iowa Code 455B.172(11): the time-of-transfer inspection, or the buyer's agreement with the county board of health",
  },
  {
    milestone: "recorded",
    kinds: ["declaration_of_value", "groundwater_hazard"],
    waiting: "Recording waits for",
    source: "Iowa Code 428A.4 (Declaration of Value) and 558.69 (groundwater hazard): the recorder refuses the deed without them",
  },
];

export interface GatedRequest {
  id: string;
  kind: RequestKind;
  title: string;
  status: RequestStatus;
}

export interface GateRefusal {
  code: "requests_open";
  message: string;
  requestIds: string[];
}

export const isSettled = (status: RequestStatus) => status === "accepted" || status === "waived";

/** "A", "A and B", "A; B; and C" (titles may hold commas). */
function listOf(titles: readonly string[]): string {
  if (titles.length <= 2) return titles.join(" and ");
  return `${titles.slice(0, -1).join("; ")}; and ${titles.at(-1)}`;
}

/** Why this milestone change must wait for requests, or null when nothing holds it. */
export function gateRefusal(change: { milestone: MilestoneId; state: MilestoneState }, requests: readonly GatedRequest[]): GateRefusal | null {
  if (change.state !== "done") return null;
  const gate = REQUEST_GATES.find((g) => g.milestone === change.milestone);
  if (!gate) return null;
  const open = requests.filter((r) => gate.kinds.includes(r.kind) && !isSettled(r.status));
  if (open.length === 0) return null;
  return {
    code: "requests_open",
    message: `${gate.waiting}: ${listOf(open.map((r) => r.title))}. Accept or waive them first.`,
    requestIds: open.map((r) => r.id),
  };
}

/** The title opinion's number of objections: its objection requests not waived. */
export function objectionCount(requests: readonly { kind: RequestKind; status: RequestStatus }[]): number {
  return requests.filter((r) => r.kind === "opinion_objection" && r.status !== "waived").length;
}
