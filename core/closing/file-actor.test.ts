import { describe, expect, it } from "vitest";
import { DOCUMENT_VISIBILITY_VALUES, type DocumentVisibility } from "./closing-enums.ts";
import { canAnswerRequest, canSeeDocument, canSeeRequest, sideOf, type FileActor } from "./file-actor.ts";
import { REQUEST_OWNER_VALUES, REQUEST_STATUS_VALUES, type RequestOwner } from "./request-types.ts";

const ACTORS: Record<string, FileActor> = {
  staff: { kind: "staff" },
  listingAgent: { kind: "professional", roles: ["listing_agent"] },
  buyersAgent: { kind: "professional", roles: ["buyers_agent"] },
  lender: { kind: "professional", roles: ["lender"] },
  buyer: { kind: "consumer", partyId: "p-buyer", role: "buyer" },
  seller: { kind: "consumer", partyId: "p-seller", role: "seller" },
};

/**
 * Who sees a request, by owner (columns in REQUEST_OWNER_VALUES order: buyer, seller,
 * listing_agent, buyers_agent, lender, staff), for each visibility: 1 seen, 0 not.
 */
const SEES: Record<string, Record<DocumentVisibility, string>> = {
  staff: { staff: "111111", professionals: "111111", everyone: "111111" },
  // Seller side: the seller's and their own; never the buyer side's; a staff-only one of the seller only if they own it.
  listingAgent: { staff: "001000", professionals: "011000", everyone: "011000" },
  // Buyer side: the buyer's, the lender's and their own.
  buyersAgent: { staff: "000100", professionals: "100110", everyone: "100110" },
  lender: { staff: "000010", professionals: "100110", everyone: "100110" },
  // A consumer: only what their role owes, and only "everyone" requests.
  buyer: { staff: "000000", professionals: "000000", everyone: "100000" },
  seller: { staff: "000000", professionals: "000000", everyone: "010000" },
};

describe("sides of the deal (../shared/TWO-WAY-FILE.md)", () => {
  it.each<[RequestOwner, string | null]>([
    ["seller", "seller"],
    ["listing_agent", "seller"],
    ["buyer", "buyer"],
    ["buyers_agent", "buyer"],
    ["lender", "buyer"],
    ["staff", null],
  ])("%s → %s", (role, side) => {
    expect(sideOf(role)).toBe(side);
  });
});

describe("who sees a request: every actor × owner × visibility", () => {
  const cases = Object.keys(ACTORS).flatMap((actor) =>
    DOCUMENT_VISIBILITY_VALUES.flatMap((visibility) =>
      REQUEST_OWNER_VALUES.map((owner, i) => [actor, owner, visibility, SEES[actor]![visibility][i] === "1"] as const),
    ),
  );
  it.each(cases)("%s, a request owed by %s, visibility %s → %s", (actor, owner, visibility, expected) => {
    expect(canSeeRequest(ACTORS[actor]!, { owner, visibility })).toBe(expected);
  });

  it("a professional with two roles sees what either role would", () => {
    const both: FileActor = { kind: "professional", roles: ["listing_agent", "lender"] };
    expect(canSeeRequest(both, { owner: "seller", visibility: "professionals" })).toBe(true);
    expect(canSeeRequest(both, { owner: "buyer", visibility: "professionals" })).toBe(true);
    expect(canSeeRequest(both, { owner: "buyers_agent", visibility: "staff" })).toBe(false);
  });
});

describe("who answers a request: only its owner, only while open", () => {
  /** Owners each actor may answer (when open). */
  const ANSWERS: Record<string, readonly RequestOwner[]> = {
    staff: [],
    listingAgent: ["listing_agent"],
    buyersAgent: ["buyers_agent"],
    lender: ["lender"],
    buyer: ["buyer"],
    seller: ["seller"],
  };
  const cases = Object.keys(ACTORS).flatMap((actor) =>
    REQUEST_OWNER_VALUES.flatMap((owner) =>
      REQUEST_STATUS_VALUES.map((status) => [actor, owner, status, status === "open" && ANSWERS[actor]!.includes(owner)] as const),
    ),
  );
  it.each(cases)("%s, owed by %s, %s → %s", (actor, owner, status, expected) => {
    expect(canAnswerRequest(ACTORS[actor]!, { owner, status })).toBe(expected);
  });
});

describe("who sees a document", () => {
  const SEES_DOCUMENT: Record<string, Record<DocumentVisibility, boolean>> = {
    staff: { staff: true, professionals: true, everyone: true },
    listingAgent: { staff: false, professionals: true, everyone: true },
    buyersAgent: { staff: false, professionals: true, everyone: true },
    lender: { staff: false, professionals: true, everyone: true },
    buyer: { staff: false, professionals: false, everyone: true },
    seller: { staff: false, professionals: false, everyone: true },
  };
  const cases = Object.keys(ACTORS).flatMap((actor) => DOCUMENT_VISIBILITY_VALUES.map((v) => [actor, v, SEES_DOCUMENT[actor]![v]] as const));
  it.each(cases)("%s, visibility %s → %s", (actor, visibility, expected) => {
    expect(canSeeDocument(ACTORS[actor]!, { visibility })).toBe(expected);
  });
});
