/**
 * Which requests a closing file's facts call for (issue 30; docs/requests-contract.md "Core").
 * Each rule names its source: an Iowa Code section or the company's own practice. The caller
 * inserts the specs whose ruleKey the file does not have yet, so the same facts never make a
 * request twice and changed facts never remove one already made; ruleKeys are stable.
 *
 * Who is who: a sale (purchase, cash, 1031 exchange, for sale by owner) has a seller and a buyer.
 * A refinance has no seller: the owner who borrows is entered as the buyer (file-from-request.ts
 * puts a requester without an account there for every service but FSBO), on the lender's side,
 * so the owner's payoff and abstract are the "buyer"'s on a refinance.
 */
import type { DocumentVisibility, PartyRole } from "./closing-enums.ts";
import type { ClosingKind, TitleEvidence } from "./milestones.ts";
import { REQUEST_KINDS, visibilityFor } from "./request-kinds.ts";
import type { IsoDate, RequestKind, RequestOwner } from "./request-types.ts";

export interface RequestFacts {
  kind: ClosingKind;
  titleEvidence: TitleEvidence;
  county: string;
  /** Other Iowa counties the land lies in. */
  extraCounties: readonly string[];
  /** Null: not known yet (no payoff request until staff say). */
  sellerLoanCount: number | null;
  /** Null: not known yet (the groundwater answer tells). */
  privateSewage: boolean | null;
  loanAmountCents: number | null;
  /** The party roles present on the file. */
  roles: readonly PartyRole[];
  openedOn: IsoDate;
  closingOn: IsoDate | null;
}

export interface RequestSpec {
  ruleKey: string;
  kind: RequestKind;
  title: string;
  instructions: string;
  owner: RequestOwner;
  dueOn: IsoDate | null;
  visibility: DocumentVisibility;
}

export const SALE_KINDS: readonly ClosingKind[] = ["purchase", "cash", "exchange_1031", "fsbo"];

export function isSale(kind: ClosingKind): boolean {
  return SALE_KINDS.includes(kind);
}

/**
 * Whether a loan closes with the file: a financed purchase and a refinance always; an FSBO sale or
 * a 1031 exchange when staff entered a loan amount; a cash purchase never (that is what cash means).
 */
export function isFinanced(facts: Pick<RequestFacts, "kind" | "loanAmountCents">): boolean {
  if (facts.kind === "purchase" || facts.kind === "refinance") return true;
  if (facts.kind === "cash") return false;
  return (facts.loanAmountCents ?? 0) > 0;
}

/**
 * When each kind of generated request is due, in business days (Monday to Friday; holidays are
 * not counted out): `beforeClosing` days before the closing date when it is known, else
 * `afterOpening` days after the file opened; null when neither applies. Never before the day the
 * file opened. Company practice: what the closer needs in hand to prepare the closing.
 */
export const DUE_RULES: Readonly<Record<RequestKind, { beforeClosing?: number; afterOpening?: number }>> = {
  abstract_location: { afterOpening: 3 },
  payoff_authorization: { afterOpening: 3 },
  declaration_of_value: { beforeClosing: 5, afterOpening: 10 },
  groundwater_hazard: { beforeClosing: 5, afterOpening: 10 },
  septic_inspection: { beforeClosing: 10, afterOpening: 10 },
  insurance_binder: { beforeClosing: 7, afterOpening: 10 },
  vesting: { beforeClosing: 7, afterOpening: 5 },
  exchange_intermediary: { beforeClosing: 10, afterOpening: 5 },
  purchase_agreement: { afterOpening: 1 },
  commission_instructions: { beforeClosing: 5, afterOpening: 10 },
  // The lender cannot send instructions before the closing is set: no date until it is.
  lender_instructions: { beforeClosing: 2 },
  loan_documents_date: { beforeClosing: 5, afterOpening: 10 },
  title_requirement: {},
  opinion_objection: {},
  other: {},
};

const DAY_MS = 86_400_000;
const toDays = (iso: IsoDate) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const fromDays = (days: number): IsoDate => new Date(days * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday … 6 Saturday; 1970-01-01 was a Thursday. */
const weekday = (days: number) => (((days + 4) % 7) + 7) % 7;

/** The date `count` business days after (count > 0) or before (count < 0) `from`. */
export function addBusinessDays(from: IsoDate, count: number): IsoDate {
  let day = toDays(from);
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0; ) {
    day += step;
    const w = weekday(day);
    if (w !== 0 && w !== 6) left--;
  }
  return fromDays(day);
}

/** When a generated request of this kind is due on this file (DUE_RULES). */
export function dueDateFor(kind: RequestKind, facts: Pick<RequestFacts, "openedOn" | "closingOn">): IsoDate | null {
  const rule = DUE_RULES[kind];
  let due: IsoDate | null = null;
  if (facts.closingOn && rule.beforeClosing !== undefined) due = addBusinessDays(facts.closingOn, -rule.beforeClosing);
  else if (rule.afterOpening !== undefined) due = addBusinessDays(facts.openedOn, rule.afterOpening);
  if (due !== null && due < facts.openedOn) return facts.openedOn;
  return due;
}

const ROLE_BROKERAGE: Partial<Record<PartyRole, string>> = { listing_agent: "listing brokerage", buyers_agent: "buyer's brokerage" };

function spec(facts: RequestFacts, ruleKey: string, kind: RequestKind, owner: RequestOwner, title?: string): RequestSpec {
  const definition = REQUEST_KINDS[kind];
  return {
    ruleKey,
    kind,
    title: title ?? definition.label,
    instructions: definition.instructions,
    owner,
    dueOn: dueDateFor(kind, facts),
    visibility: visibilityFor(kind, owner),
  };
}

/** Every request the facts call for, in a stable order. */
export function requestsFor(facts: RequestFacts): RequestSpec[] {
  const sale = isSale(facts.kind);
  // The owner of the property before closing: the seller in a sale, the borrowing owner (entered as buyer) in a refinance.
  const owner: PartyRole = sale ? "seller" : "buyer";
  const has = (role: PartyRole) => facts.roles.includes(role);
  const out: RequestSpec[] = [];

  // Title shown by abstract: the owner keeps the abstract; it is continued for the attorney's opinion (company practice).
  if (facts.titleEvidence === "abstract_opinion_itg") out.push(spec(facts, "abstract_location", "abstract_location", owner));

  // Each mortgage of the owner is paid off at closing: the lender gives a payoff statement only on the borrower's authorization (company practice).
  const loans = facts.sellerLoanCount ?? 0;
  for (let n = 1; n <= loans; n++) {
    const title = loans === 1 ? "Payoff authorization" : `Payoff authorization (loan ${n} of ${loans})`;
    out.push(spec(facts, `payoff:${n}`, "payoff_authorization", owner, title));
  }

  if (sale) {
    // Iowa Code 428A.1, 428A.4: a Declaration of Value with the deed; the deed is recorded in each county the land
    // lies in, and each recorder needs one with it. Exempt transfers are answered in the request (428A.2).
    const counties = [facts.county, ...facts.extraCounties.filter((c) => c !== facts.county)];
    for (const county of new Set(counties)) {
      out.push(spec(facts, `declaration_of_value:${county}`, "declaration_of_value", "seller", `Declaration of Value (${county} County)`));
    }
    // Iowa Code 558.69: the groundwater hazard questions on every transfer of real property.
    out.push(spec(facts, "groundwater_hazard", "groundwater_hazard", "seller"));
    // Iowa Code 455B.172(11): a private sewage disposal system is inspected at the time of transfer (no transfer in a refinance).
    if (facts.privateSewage === true) out.push(spec(facts, "septic_inspection", "septic_inspection", "seller"));
    // Treas. Reg. 1.1031(k)-1: the product models a 1031 file as the sale of the relinquished property (its
    // closing is day 0, proceeds go to the intermediary), so the exchanging seller names the intermediary. On a
    // replacement-property closing the buyer exchanges: staff add the same kind by hand, owed by the buyer.
    if (facts.kind === "exchange_1031") out.push(spec(facts, "exchange_intermediary", "exchange_intermediary", "seller"));
    // Company practice: the deed names the buyers as they will hold title.
    out.push(spec(facts, "vesting", "vesting", "buyer"));
  }

  // The lender requires the property insured, naming it mortgagee, from the day the loan closes (company practice):
  // the buyer's in a sale, the borrowing owner's (the buyer role) in a refinance.
  if (isFinanced(facts)) out.push(spec(facts, "insurance_binder", "insurance_binder", "buyer"));

  if (sale) {
    // Company practice: we close to the signed purchase agreement; the listing agent sends it, else the buyer's agent, else the seller (FSBO).
    const from: PartyRole = has("listing_agent") ? "listing_agent" : has("buyers_agent") ? "buyers_agent" : "seller";
    out.push(spec(facts, "purchase_agreement", "purchase_agreement", from));
    // Company practice: each brokerage on the file tells us its commission.
    for (const role of ["listing_agent", "buyers_agent"] as const) {
      if (has(role)) out.push(spec(facts, `commission:${role}`, "commission_instructions", role, `Commission instructions (${ROLE_BROKERAGE[role]})`));
    }
  }

  // The lender's closing instructions and the loan documents' date: a financed file or a lender on the file (company practice).
  if (isFinanced(facts) || has("lender")) {
    out.push(spec(facts, "lender_instructions", "lender_instructions", "lender"));
    out.push(spec(facts, "loan_documents_date", "loan_documents_date", "lender"));
  }
  return out;
}
