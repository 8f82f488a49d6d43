/**
 * Closing files (issue 16): an Iowa closing from the order to the title guaranty certificates.
 * The file, its parties (who sees it: a portal user whose e-mail is on a party row), its
 * milestones (one row per step, core/closing/milestones.ts) with their history, documents, the
 * buyers' and sellers' status links, and each user's calendar feed.
 * Contract for the routes and pages: docs/closing-files-contract.md.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgSequence, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  CLOSING_KIND_VALUES,
  MILESTONE_IDS,
  MILESTONE_STATE_VALUES,
  TITLE_EVIDENCE_VALUES,
} from "#core/closing/milestones.ts";
import { CLOSING_PLACE_VALUES, DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "#core/closing/closing-enums.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { authUsers } from "./auth.ts";
import { createdAt, descending, emailShape, notBlank, oneOf, tstz, updatedAt } from "./columns.ts";
import { serviceRequests } from "./leads.ts";

/** File numbers: HC-<year>-<five digits from this sequence> (server/closing/file-number.ts). */
export const closingFileNumberSeq = pgSequence("closing_file_number_seq", { startWith: 1001 });

export const closingFiles = pgTable(
  "closing_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "HC-2026-00042": the year it was opened and a number from closing_file_number_seq. */
    fileNumber: text("file_number").notNull().unique(),
    propertyAddress: text("property_address").notNull(),
    /** One of Iowa's 99 counties, as core/closing/iowa-counties.ts spells it ("Black Hawk"). */
    county: text("county").notNull(),
    kind: text("kind").notNull(),
    titleEvidence: text("title_evidence").notNull().default("abstract_opinion_itg"),
    /** Whole cents; NULL when not known (a refinance has no sale price). */
    salePriceCents: bigint("sale_price_cents", { mode: "number" }),
    loanAmountCents: bigint("loan_amount_cents", { mode: "number" }),
    /**
     * What the buyer brings to closing, from the settlement figures, in whole cents (issue 32):
     * shown beside the wire instructions. NULL until staff enter it.
     */
    fundsDueCents: bigint("funds_due_cents", { mode: "number" }),
    /** The closing appointment; NULL until scheduled. Shown in America/Chicago. */
    closingAt: tstz("closing_at"),
    /** Whether staff gave a time as well as a date (core/closing/appointment.ts keeps a bare date at noon). */
    closingTimeSet: boolean("closing_time_set").notNull().default(false),
    closingPlace: text("closing_place"),
    /** Where: the office's address, or how the remote online notary session is joined. */
    closingLocation: text("closing_location"),
    /** Staff notes, never shown outside staff. */
    notes: text("notes"),
    /**
     * The staff member closing the file, as buyers and sellers see them on the status page (issue
     * 29): a name, and their direct line (NULL: the page gives the office's number instead).
     */
    closerName: text("closer_name"),
    closerPhone: text("closer_phone"),
    /**
     * The facts the file's requests are generated from (issue 30, core/closing/requests.ts). NULL:
     * not known yet. The seller's mortgages to pay off (0: none); the other counties the land lies
     * in besides `county` (one Declaration of Value each); whether the property has a private
     * sewage system (staff, or the seller's groundwater hazard answers, set it).
     */
    sellerLoanCount: integer("seller_loan_count"),
    extraCounties: text("extra_counties").array().notNull().default(sql`'{}'::text[]`),
    privateSewage: boolean("private_sewage"),
    /** The office running the file, by city as core/site/settings.ts OFFICES names it; NULL: not assigned. */
    office: text("office"),
    serviceRequestId: uuid("service_request_id").references(() => serviceRequests.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    /** Set when every milestone is done or waived; the status links expire 90 days after. */
    completedAt: tstz("completed_at"),
    /** The next step and progress, kept with every milestone change for lists (core/closing/milestones.ts). */
    nextMilestone: text("next_milestone"),
    progressPercent: integer("progress_percent").notNull().default(0),
    /** Set when any step is blocked. */
    blocked: boolean("blocked").notNull().default(false),
    /**
     * The file's data key, wrapped under a master key (server/crypto/data-keys.ts, "hcdk1.<key
     * id>.…"): it encrypts the file's documents. NULL until first needed; set once, by
     * compare-and-set (server/crypto/file-keys.ts), and rewrapped by `encryption-keys rotate`.
     */
    dataKey: text("data_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("closing_files_created_at_idx").on(descending(t.createdAt), descending(t.id)),
    index("closing_files_closing_at_idx").on(t.closingAt),
    uniqueIndex("closing_files_service_request_idx").on(t.serviceRequestId).where(sql`${t.serviceRequestId} is not null`),
    // Staff search: file number, address, county (pg_trgm, like the admin lists).
    index("closing_files_search_trgm_idx").using("gin", sql`${closingFileSearchText(t)} gin_trgm_ops`),
    check("closing_files_address_not_blank", notBlank(t.propertyAddress)),
    check("closing_files_county_not_blank", notBlank(t.county)),
    check("closing_files_kind_known", oneOf(t.kind, CLOSING_KIND_VALUES)),
    check("closing_files_title_evidence_known", oneOf(t.titleEvidence, TITLE_EVIDENCE_VALUES)),
    check("closing_files_place_known", sql`${t.closingPlace} is null or ${oneOf(t.closingPlace, CLOSING_PLACE_VALUES)}`),
    check("closing_files_amounts_positive", sql`coalesce(${t.salePriceCents}, 0) >= 0 and coalesce(${t.loanAmountCents}, 0) >= 0 and coalesce(${t.fundsDueCents}, 0) >= 0`),
    check("closing_files_next_known", sql`${t.nextMilestone} is null or ${oneOf(t.nextMilestone, MILESTONE_IDS)}`),
    check("closing_files_seller_loans_range", sql`${t.sellerLoanCount} is null or ${t.sellerLoanCount} between 0 and 9`),
    check("closing_files_office_known", sql`${t.office} is null or ${oneOf(t.office, OFFICE_CITIES)}`),
    check("closing_files_data_key_shape", sql`${t.dataKey} is null or ${t.dataKey} like 'hcdk1.%'`),
  ],
);

/** The one expression staff search matches and its trigram index is built on. */
export function closingFileSearchText(t: { fileNumber: unknown; propertyAddress: unknown; county: unknown }) {
  return sql`lower(${t.fileNumber} || ' ' || ${t.propertyAddress} || ' ' || ${t.county})`;
}

export const closingParties = pgTable(
  "closing_parties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    name: text("name").notNull(),
    /** Lower-cased; a portal user with this e-mail sees the file. */
    email: text("email"),
    /** As core/leads/contact-fields.ts normalises it, "(319) 555-0142"; toE164 for texts. */
    phone: text("phone"),
    company: text("company"),
    /**
     * A buyer's or seller's choice of the daily reminder of their requests (issue 30), made on
     * their verified status page; agents and lenders choose in notification_preferences instead.
     */
    reminders: boolean("reminders").notNull().default(true),
    /** A buyer's or seller's choice of e-mail (and text, where they have a phone) when someone writes on the file's conversation (issue 31). */
    messageNotices: boolean("message_notices").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("closing_parties_file_idx").on(t.fileId, t.createdAt),
    index("closing_parties_email_idx").on(t.email),
    // Staff's inbox searches by the name of anyone on the file (server/closing/messages/inbox.queries.ts).
    index("closing_parties_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    check("closing_parties_role_known", oneOf(t.role, PARTY_ROLE_VALUES)),
    check("closing_parties_name_not_blank", notBlank(t.name)),
    check("closing_parties_email_shape", emailShape(t.email)),
    check("closing_parties_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/** Where each step stands now; one row per file and step, created with the file. */
export const closingMilestones = pgTable(
  "closing_milestones",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    milestone: text("milestone").notNull(),
    state: text("state").notNull().default("pending"),
    /** The date it was done (or waived). */
    doneOn: date("done_on", { mode: "string" }),
    /** Blocked: who owes what, by when. Waived: why (optional). */
    reason: text("reason"),
    objections: integer("objections"),
    recordingReference: text("recording_reference"),
    updatedBy: uuid("updated_by").references(() => authUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.milestone] }),
    check("closing_milestones_milestone_known", oneOf(t.milestone, MILESTONE_IDS)),
    check("closing_milestones_state_known", oneOf(t.state, MILESTONE_STATE_VALUES)),
  ],
);

/**
 * Every change to a step, in order: the history staff read, and what the notifier batches
 * (server/closing/notifier.ts): rows with notified_at NULL are still to be told.
 */
export const closingMilestoneEvents = pgTable(
  "closing_milestone_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    milestone: text("milestone").notNull(),
    state: text("state").notNull(),
    doneOn: date("done_on", { mode: "string" }),
    reason: text("reason"),
    objections: integer("objections"),
    recordingReference: text("recording_reference"),
    actorId: uuid("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    notifiedAt: tstz("notified_at"),
  },
  (t) => [
    index("closing_milestone_events_file_idx").on(t.fileId, descending(t.createdAt)),
    index("closing_milestone_events_unnotified_idx").on(t.createdAt).where(sql`${t.notifiedAt} is null`),
    check("closing_milestone_events_milestone_known", oneOf(t.milestone, MILESTONE_IDS)),
    check("closing_milestone_events_state_known", oneOf(t.state, MILESTONE_STATE_VALUES)),
  ],
);

export const closingDocuments = pgTable(
  "closing_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    /** The name it was uploaded with (shown, and offered on download). */
    name: text("name").notNull(),
    /** What the content was detected as (never the browser's claim). */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text("sha256").notNull(),
    /** The file store key (server/storage/file-store.ts). */
    storageKey: text("storage_key").notNull().unique(),
    visibility: text("visibility").notNull().default("professionals"),
    /** E.g. "Purchase agreement"; free text, optional. */
    label: text("label"),
    uploadedBy: uuid("uploaded_by").references(() => authUsers.id, { onDelete: "set null" }),
    /**
     * Uploaded by a party on the file (an agent or lender through the portal), not by staff: staff
     * are told of it in the file's next batched notice (server/closing/notifier.ts).
     */
    byParty: boolean("by_party").notNull().default(false),
    /** When staff were told of this party upload; NULL while the notice is still to go. */
    staffNotifiedAt: tstz("staff_notified_at"),
    /**
     * How the stored bytes are kept: NULL = plaintext (stored before encryption at rest, issue 32);
     * 'hced1' = encrypted with the file's data key (server/crypto/document-stream.ts).
     */
    encryption: text("encryption"),
    /**
     * Retention (issue 33, server/retention/): when the daily run disposed of the stored bytes. The
     * row stays, the file's record of what existed (name, size, SHA-256, history); the object is
     * removed from the file store after this is set, so a crash never leaves a row naming nothing unmarked.
     */
    disposedAt: tstz("disposed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("closing_documents_file_idx").on(t.fileId, descending(t.createdAt)),
    // The notifier's look for party uploads staff have not been told of yet.
    index("closing_documents_staff_unnotified_idx").on(t.createdAt).where(sql`${t.byParty} and ${t.staffNotifiedAt} is null`),
    check("closing_documents_name_not_blank", notBlank(t.name)),
    check("closing_documents_visibility_known", oneOf(t.visibility, DOCUMENT_VISIBILITY_VALUES)),
    check("closing_documents_sha256_shape", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("closing_documents_encryption_known", sql`${t.encryption} is null or ${t.encryption} = 'hced1'`),
  ],
);

/** Buyers' and sellers' status links: only the SHA-256 of the token is kept. */
export const closingStatusLinks = pgTable(
  "closing_status_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => closingFiles.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: tstz("revoked_at"),
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: tstz("last_viewed_at"),
  },
  (t) => [
    // One live link per file; revoking and reissuing keeps the old row for the record.
    uniqueIndex("closing_status_links_live_idx").on(t.fileId).where(sql`${t.revokedAt} is null`),
  ],
);

/** A user's private calendar address (iCalendar): only the SHA-256 of the token is kept. */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A user's milestone notification choices. No row: e-mail for every step, no SMS.
 * `emailOff` lists the steps the user does not want e-mail for.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  emailOff: text("email_off").array().notNull().default(sql`'{}'::text[]`),
  /** Texts for milestone changes, to the phone on the party rows with the user's e-mail. */
  sms: boolean("sms").notNull().default(false),
  /** The daily digest of the user's requests due within two days or overdue (issue 30). */
  reminders: boolean("reminders").notNull().default(true),
  /** An e-mail (and a text when `sms`) when someone writes on the conversation of one of the user's files (issue 31). */
  messageNotices: boolean("message_notices").notNull().default(true),
  updatedAt: updatedAt(),
});

export type ClosingFile = typeof closingFiles.$inferSelect;
export type ClosingParty = typeof closingParties.$inferSelect;
export type ClosingMilestoneRow = typeof closingMilestones.$inferSelect;
export type ClosingDocument = typeof closingDocuments.$inferSelect;
