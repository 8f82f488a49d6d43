/**
 * Every enumeration the database knows, as plain value arrays plus zod enums and types.
 *
 * The Drizzle schema (db/schema) builds its PostgreSQL enums and check constraints from these
 * arrays, so the database, the API validation and the web app cannot drift apart: change a list
 * here, run `npx drizzle-kit generate`, and the migration follows. Pure: no I/O, no database.
 *
 * Naming: `FOO_VALUES` is the readonly tuple, `fooSchema` the zod enum, `Foo` the TypeScript type.
 * The PostgreSQL type name of each is noted beside it.
 */
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/** pg `user_role`: profiles.role. Only an admin changes it, never a user about themselves. */
export const USER_ROLE_VALUES = ["admin", "user"] as const;
export const userRoleSchema = z.enum(USER_ROLE_VALUES);
export type UserRole = z.infer<typeof userRoleSchema>;
export const DEFAULT_USER_ROLE: UserRole = "user";

/** pg `account_type`: profiles.type and service_requests.user_type (chosen at sign-up; may be empty). */
export const ACCOUNT_TYPE_VALUES = ["agent", "lender"] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPE_VALUES);
export type AccountType = z.infer<typeof accountTypeSchema>;

// ---------------------------------------------------------------------------------------------
// Leads and service requests
// ---------------------------------------------------------------------------------------------

/**
 * pg `lead_status` (leads.status) and pg `service_request_status` (service_requests.status).
 * An admin may set any value at any time; no ordering is enforced. New rows start as "new".
 */
export const LEAD_STATUS_VALUES = ["new", "contacted", "qualified", "converted"] as const;
export const leadStatusSchema = z.enum(LEAD_STATUS_VALUES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const SERVICE_REQUEST_STATUS_VALUES = LEAD_STATUS_VALUES;
export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUS_VALUES);
export type ServiceRequestStatus = z.infer<typeof serviceRequestStatusSchema>;

/** pg `lead_source`: where a lead came from. */
export const LEAD_SOURCE_VALUES = [
  "contact", // the /contact form
  "guide_download", // 1031 guide, FSBO package and other e-mail-gated downloads
  "gift_card", // the /gift-card claim form
  "other",
] as const;
export const leadSourceSchema = z.enum(LEAD_SOURCE_VALUES);
export type LeadSource = z.infer<typeof leadSourceSchema>;

/**
 * service_requests.service_type (checked text, constraint `service_requests_service_type_known`).
 * The ids are the hyphenated ones the site links to (`/get-started?service=...`) and the
 * dashboard order sends (tc, digital-cash). The old site sent the "cash" choice as
 * "digital-cash"; both ids are accepted.
 */
export const SERVICE_TYPE_VALUES = [
  "title",
  "tc",
  "digital-cash",
  "cash",
  "loan",
  "1031",
  "fsbo",
  "ron",
  "title-guaranty",
] as const;
export const serviceTypeSchema = z.enum(SERVICE_TYPE_VALUES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** The services a signed-in user can order from the dashboard (priced from core/domain/price-list.ts). */
export const DASHBOARD_ORDER_SERVICE_VALUES = ["tc", "digital-cash"] as const satisfies readonly ServiceType[];
export const dashboardOrderServiceSchema = z.enum(DASHBOARD_ORDER_SERVICE_VALUES);
export type DashboardOrderService = z.infer<typeof dashboardOrderServiceSchema>;

// ---------------------------------------------------------------------------------------------
// Clients and communications
// ---------------------------------------------------------------------------------------------

/** pg `communication_type`: communications.type. */
export const COMMUNICATION_TYPE_VALUES = ["email", "sms"] as const;
export const communicationTypeSchema = z.enum(COMMUNICATION_TYPE_VALUES);
export type CommunicationType = z.infer<typeof communicationTypeSchema>;

/**
 * pg `communication_status`: communications.status. We really deliver (through the outbox), so
 * a communication is "queued" when recorded and becomes "sent" or "failed" with its outbox row;
 * a text then becomes "delivered" (or "failed") when the carrier says so. A client's reply to a
 * text is recorded as "received".
 */
export const COMMUNICATION_STATUS_VALUES = ["queued", "sent", "delivered", "failed", "received"] as const;
export const communicationStatusSchema = z.enum(COMMUNICATION_STATUS_VALUES);
export type CommunicationStatus = z.infer<typeof communicationStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------

/**
 * pg `transaction_status`: transactions.status. The dashboard badge is green for closed, blue
 * for in_progress and yellow for anything else.
 */
export const TRANSACTION_STATUS_VALUES = ["pending", "in_progress", "closed", "cancelled"] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUS_VALUES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** transactions.type is free text (non-blank); this is its default and the admin count's value. */
export const DEFAULT_TRANSACTION_TYPE = "sale";

// ---------------------------------------------------------------------------------------------
// Resource documents
// ---------------------------------------------------------------------------------------------

/** pg `resource_document_type`: the admin's Document Management filter (plus "all"). */
export const RESOURCE_DOCUMENT_TYPE_VALUES = ["fsbo", "agent", "lender", "marketing"] as const;
export const resourceDocumentTypeSchema = z.enum(RESOURCE_DOCUMENT_TYPE_VALUES);
export type ResourceDocumentType = z.infer<typeof resourceDocumentTypeSchema>;

/**
 * pg `resource_audience`: who may download a resource document.
 * - public: anyone (e-mail-gated public downloads such as the FSBO package);
 * - agent: signed-in users whose account type is agent (the PDF guides);
 * - non_agent: every other signed-in user, lenders and users without a type (the zip bundles).
 * Admins can reach every document.
 */
export const RESOURCE_AUDIENCE_VALUES = ["public", "agent", "non_agent"] as const;
export const resourceAudienceSchema = z.enum(RESOURCE_AUDIENCE_VALUES);
export type ResourceAudience = z.infer<typeof resourceAudienceSchema>;

// ---------------------------------------------------------------------------------------------
// Auth (GoTrue-compatible)
// ---------------------------------------------------------------------------------------------

/** pg `auth_aal`: auth_sessions.aal. aal1 becomes aal2 once a verified factor is used. */
export const AAL_VALUES = ["aal1", "aal2"] as const;
export const aalSchema = z.enum(AAL_VALUES);
export type Aal = z.infer<typeof aalSchema>;

/** pg `auth_factor_type`: auth_mfa_factors.factor_type. */
export const FACTOR_TYPE_VALUES = ["totp", "phone", "webauthn"] as const;
export const factorTypeSchema = z.enum(FACTOR_TYPE_VALUES);
export type FactorType = z.infer<typeof factorTypeSchema>;

/** pg `auth_factor_status`: auth_mfa_factors.status. */
export const FACTOR_STATUS_VALUES = ["unverified", "verified"] as const;
export const factorStatusSchema = z.enum(FACTOR_STATUS_VALUES);
export type FactorStatus = z.infer<typeof factorStatusSchema>;

/**
 * pg `auth_one_time_token_type`: auth_one_time_tokens.token_type. One live token per user and
 * type (a new one replaces the old).
 */
export const ONE_TIME_TOKEN_TYPE_VALUES = [
  "confirmation", // sign-up e-mail confirmation (verify type signup)
  "invite",
  "recovery", // password recovery (verify type recovery)
  "magiclink", // e-mail one-time link or code (verify type magiclink)
  "otp", // SMS one-time code (verify type sms)
  "email_change_new", // sent to the new address on an e-mail change
  "email_change_current", // sent to the current address when both must confirm
  "phone_change", // verify type phone_change
  "reauthentication", // nonce for a password change (GET /reauthenticate)
] as const;
export const oneTimeTokenTypeSchema = z.enum(ONE_TIME_TOKEN_TYPE_VALUES);
export type OneTimeTokenType = z.infer<typeof oneTimeTokenTypeSchema>;

/**
 * pg `auth_amr_method`: how a session was authenticated (auth_mfa_amr_claims, the `amr` JWT
 * claim) and auth_flow_state.authentication_method. GoTrue's spellings.
 */
export const AMR_METHOD_VALUES = [
  "password",
  "otp",
  "magiclink",
  "email/signup",
  "email_change",
  "recovery",
  "invite",
  "oauth",
  "sso/saml",
  "anonymous",
  "totp",
  "mfa/phone",
  "token_refresh",
  "passkey", // sign-in with a passkey (routes/passkeys.routes.ts)
  "mfa/webauthn", // a security key as the second factor (routes/factors.routes.ts)
  "mfa/recovery_code", // a two-step recovery code in place of the second factor (routes/recovery-codes.routes.ts, ADR 035)
] as const;
export const amrMethodSchema = z.enum(AMR_METHOD_VALUES);
export type AmrMethod = z.infer<typeof amrMethodSchema>;

/** pg `auth_code_challenge_method`: PKCE (auth_flow_state.code_challenge_method). */
export const CODE_CHALLENGE_METHOD_VALUES = ["s256", "plain"] as const;
export const codeChallengeMethodSchema = z.enum(CODE_CHALLENGE_METHOD_VALUES);
export type CodeChallengeMethod = z.infer<typeof codeChallengeMethodSchema>;

// ---------------------------------------------------------------------------------------------
// Outbox (db/schema/outbox.ts declares these itself; mirrored here and checked by the db tests)
// ---------------------------------------------------------------------------------------------

/** pg `outbox_status`. */
export const OUTBOX_STATUS_VALUES = ["pending", "sending", "sent", "failed"] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUS_VALUES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** pg `outbox_channel`. */
export const OUTBOX_CHANNEL_VALUES = ["email", "sms"] as const;
export const outboxChannelSchema = z.enum(OUTBOX_CHANNEL_VALUES);
export type OutboxChannel = z.infer<typeof outboxChannelSchema>;

/**
 * Every PostgreSQL enum type of the schema by its database name. The db tests compare this with
 * `pg_enum` after migrating, so a value added on one side only fails a test.
 */
export const PG_ENUMS = {
  user_role: USER_ROLE_VALUES,
  account_type: ACCOUNT_TYPE_VALUES,
  lead_status: LEAD_STATUS_VALUES,
  service_request_status: SERVICE_REQUEST_STATUS_VALUES,
  lead_source: LEAD_SOURCE_VALUES,
  communication_type: COMMUNICATION_TYPE_VALUES,
  communication_status: COMMUNICATION_STATUS_VALUES,
  transaction_status: TRANSACTION_STATUS_VALUES,
  resource_document_type: RESOURCE_DOCUMENT_TYPE_VALUES,
  resource_audience: RESOURCE_AUDIENCE_VALUES,
  auth_aal: AAL_VALUES,
  auth_factor_type: FACTOR_TYPE_VALUES,
  auth_factor_status: FACTOR_STATUS_VALUES,
  auth_one_time_token_type: ONE_TIME_TOKEN_TYPE_VALUES,
  auth_amr_method: AMR_METHOD_VALUES,
  auth_code_challenge_method: CODE_CHALLENGE_METHOD_VALUES,
  outbox_status: OUTBOX_STATUS_VALUES,
  outbox_channel: OUTBOX_CHANNEL_VALUES,
} as const satisfies Record<string, readonly string[]>;
export type PgEnumName = keyof typeof PG_ENUMS;
