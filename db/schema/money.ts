/**
 * Money that cannot be spoofed (issue 32; docs/money-contract.md): each office's escrow wire
 * instructions with dual control, every time a buyer looked at them, and the accounts money is
 * disbursed to from a file (a seller's proceeds, a payoff) with their callback verification.
 *
 * Bank details are never stored in the clear: `sealed` holds them encrypted with
 * server/crypto/document-stream.ts encryptBytes (base64), under the file's data key for a
 * disbursement account and under the row's own wrapped data key (`data_key`, context
 * "office-wire:<id>") for an office's instructions. What may be shown to anyone is kept beside it:
 * the bank's or holder's name and the last digits of the account (core/money/bank-account.ts
 * visibleDigits).
 */
import { sql } from "drizzle-orm";
import { check, foreignKey, index, inet, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { CALLBACK_SOURCE_VALUES, VERIFICATION_STATE_VALUES, WIRE_INSTRUCTIONS_STATE_VALUES } from "#core/money/callback-rules.ts";
import { ACCOUNT_TYPE_VALUES } from "#core/money/bank-account.ts";
import { DISBURSEMENT_ACCOUNT_KINDS } from "#core/money/disbursement-account-kinds.ts";
import { authUsers } from "./auth.ts";
import { closingFiles, closingParties } from "./closing.ts";
import { createdAt, notBlank, oneOf, tstz, updatedAt } from "./columns.ts";

/**
 * One version of an office's escrow wire instructions. An administrator at aal2 writes it
 * (pending_approval; an earlier pending version of the office becomes superseded); another
 * administrator approves it (approved; the office's earlier approved version becomes superseded).
 */
export const officeWireInstructions = pgTable(
  "office_wire_instructions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The office by city, as core/site/settings.ts OFFICES names it. */
    office: text("office").notNull(),
    state: text("state").notNull().default("pending_approval"),
    /** Shown to staff in lists (not secret): which bank, and the account's last digits. */
    bankName: text("bank_name").notNull(),
    visibleDigits: text("visible_digits").notNull(),
    /** This row's data key, wrapped under a master key with the context "office-wire:<id>" (server/crypto/data-keys.ts). */
    dataKey: text("data_key").notNull(),
    /** The whole instructions (core/money/bank-account.ts EscrowWireInstructions) as JSON, sealed with encryptBytes, base64. */
    sealed: text("sealed").notNull(),
    authoredBy: uuid("authored_by").references(() => authUsers.id, { onDelete: "set null" }),
    authoredAt: createdAt(),
    approvedBy: uuid("approved_by").references(() => authUsers.id, { onDelete: "set null" }),
    approvedAt: tstz("approved_at"),
    supersededAt: tstz("superseded_at"),
  },
  (t) => [
    index("office_wire_instructions_office_idx").on(t.office, t.authoredAt),
    uniqueIndex("office_wire_instructions_one_approved_idx").on(t.office).where(sql`${t.state} = 'approved'`),
    uniqueIndex("office_wire_instructions_one_pending_idx").on(t.office).where(sql`${t.state} = 'pending_approval'`),
    check("office_wire_instructions_office_known", oneOf(t.office, OFFICE_CITIES)),
    check("office_wire_instructions_state_known", oneOf(t.state, WIRE_INSTRUCTIONS_STATE_VALUES)),
    check("office_wire_instructions_data_key_shape", sql`${t.dataKey} like 'hcdk1.%'`),
    check("office_wire_instructions_approved_by_other", sql`${t.approvedBy} is null or ${t.approvedBy} is distinct from ${t.authoredBy}`),
  ],
);

/** Every time a buyer or seller opened the wire instructions on the status page: who, when, from where (staff list them). */
export const wireInstructionViews = pgTable(
  "wire_instruction_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    partyId: uuid("party_id").references(() => closingParties.id, { onDelete: "set null" }),
    /** The party's name when they looked (kept if the party is later removed). */
    partyName: text("party_name").notNull(),
    /** The version shown (its own foreign key below: the generated name is past PostgreSQL's 63 characters). */
    instructionsId: uuid("instructions_id"),
    ip: inet("ip"),
    userAgent: text("user_agent"),
    viewedAt: createdAt(),
  },
  (t) => [
    index("wire_instruction_views_file_idx").on(t.fileId, t.viewedAt),
    foreignKey({ name: "wire_instruction_views_instructions_fk", columns: [t.instructionsId], foreignColumns: [officeWireInstructions.id] }).onDelete("set null"),
  ],
);

/**
 * An account money leaves a file to: a seller's proceeds account (given on the verified status
 * page; one per seller) or a payoff account (entered by staff from the payoff statement). Its
 * callback verification (core/money/callback-rules.ts) moves unverified → callback_recorded →
 * approved; a change of its details sends it back to unverified.
 */
export const disbursementAccounts = pgTable(
  "disbursement_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    /** "proceeds" or "payoff". */
    kind: text("kind").notNull(),
    /** The seller whose proceeds these are; NULL for a payoff. */
    partyId: uuid("party_id").references(() => closingParties.id, { onDelete: "cascade" }),
    /** Who staff know it by: the account holder's name (proceeds) or the lender's (payoff). Not secret. */
    holderName: text("holder_name").notNull(),
    accountType: text("account_type"),
    visibleDigits: text("visible_digits").notNull(),
    /** The details (routing and account number, and for a payoff the loan reference) as JSON, sealed under the file's data key, base64. */
    sealed: text("sealed").notNull(),
    /** Phone numbers that came in the same submission as the details: calling one proves nothing. */
    submittedNumbers: text("submitted_numbers").array().notNull().default(sql`'{}'::text[]`),
    detailsChangedAt: tstz("details_changed_at").notNull().defaultNow(),
    state: text("state").notNull().default("unverified"),
    callbackNumber: text("callback_number"),
    callbackSource: text("callback_source"),
    callbackConfirmedBy: text("callback_confirmed_by"),
    callbackCalledAt: tstz("callback_called_at"),
    callbackRecordedBy: uuid("callback_recorded_by").references(() => authUsers.id, { onDelete: "set null" }),
    callbackRecordedAt: tstz("callback_recorded_at"),
    approvedBy: uuid("approved_by").references(() => authUsers.id, { onDelete: "set null" }),
    approvedAt: tstz("approved_at"),
    /** Who gave the details: an administrator (payoff) or the seller's party (proceeds). */
    enteredByUser: uuid("entered_by_user").references(() => authUsers.id, { onDelete: "set null" }),
    enteredByParty: uuid("entered_by_party").references(() => closingParties.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("disbursement_accounts_file_idx").on(t.fileId, t.createdAt),
    uniqueIndex("disbursement_accounts_one_proceeds_per_seller_idx").on(t.partyId).where(sql`${t.kind} = 'proceeds'`),
    check("disbursement_accounts_kind_known", oneOf(t.kind, DISBURSEMENT_ACCOUNT_KINDS)),
    check("disbursement_accounts_state_known", oneOf(t.state, VERIFICATION_STATE_VALUES)),
    check("disbursement_accounts_party_for_proceeds", sql`(${t.kind} = 'proceeds') = (${t.partyId} is not null)`),
    check("disbursement_accounts_type_known", sql`${t.accountType} is null or ${oneOf(t.accountType, ACCOUNT_TYPE_VALUES)}`),
    check("disbursement_accounts_holder_not_blank", notBlank(t.holderName)),
    check("disbursement_accounts_source_known", sql`${t.callbackSource} is null or ${oneOf(t.callbackSource, CALLBACK_SOURCE_VALUES)}`),
    check("disbursement_accounts_approver_other", sql`${t.approvedBy} is null or ${t.approvedBy} is distinct from ${t.callbackRecordedBy}`),
  ],
);
