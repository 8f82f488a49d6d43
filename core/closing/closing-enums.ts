/**
 * The closing file's small vocabularies (issue 16): who a party is, where the closing happens,
 * who may see a document. Values are stored; labels are what people read.
 */
import { z } from "zod";

export const PARTY_ROLE_VALUES = ["buyer", "seller", "listing_agent", "buyers_agent", "lender"] as const;
export const partyRoleSchema = z.enum(PARTY_ROLE_VALUES);
export type PartyRole = z.infer<typeof partyRoleSchema>;

export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  buyer: "Buyer",
  seller: "Seller",
  listing_agent: "Listing agent",
  buyers_agent: "Buyer's agent",
  lender: "Lender / loan officer",
};

/** Agents and lenders: they have portal accounts, see the file there and get milestone notices. */
export const PROFESSIONAL_ROLES: readonly PartyRole[] = ["listing_agent", "buyers_agent", "lender"];
/** Buyers and sellers: no accounts (as the spec has it); they get the status link. */
export const CONSUMER_ROLES: readonly PartyRole[] = ["buyer", "seller"];

export const CLOSING_PLACE_VALUES = ["office", "remote_online_notary"] as const;
export const closingPlaceSchema = z.enum(CLOSING_PLACE_VALUES);
export type ClosingPlace = z.infer<typeof closingPlaceSchema>;

export const CLOSING_PLACE_LABELS: Record<ClosingPlace, string> = {
  office: "At our office",
  remote_online_notary: "Remote online notary (video)",
};

/**
 * Who may see a document: staff only; staff, agents and lenders on the file; or everyone on the
 * file, buyers and sellers with the status link included.
 */
export const DOCUMENT_VISIBILITY_VALUES = ["staff", "professionals", "everyone"] as const;
export const documentVisibilitySchema = z.enum(DOCUMENT_VISIBILITY_VALUES);
export type DocumentVisibility = z.infer<typeof documentVisibilitySchema>;

export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  staff: "Staff only",
  professionals: "Agents and lenders",
  everyone: "Everyone on the file (including buyers and sellers)",
};
