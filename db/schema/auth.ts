/**
 * Tables of the GoTrue-compatible auth server (/auth/v1). Column names follow GoTrue's own
 * `auth.*` tables where they exist, so the API's user, session, factor and identity objects map
 * one to one. Secrets are never stored in the clear: passwords are argon2id hashes, refresh and
 * one-time tokens are stored as hashes only.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, emailShape, notBlank, tstz, updatedAt, descending } from "./columns.ts";
import {
  authAal,
  authAmrMethod,
  authCodeChallengeMethod,
  authFactorStatus,
  authFactorType,
  authOneTimeTokenType,
} from "./enums.ts";

export const authUsers = pgTable(
  "auth_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unique case-insensitively (auth_users_email_lower_key). NULL for phone-only and anonymous users. */
    email: text("email"),
    phone: text("phone"),
    /** argon2id hash; NULL for users who never set a password (magic link, anonymous). */
    encryptedPassword: text("encrypted_password"),
    emailConfirmedAt: tstz("email_confirmed_at"),
    /**
     * The address, lower-cased, that this account has shown it receives mail at: a link or code
     * sent to it came back (confirmation, magic link, recovery, invitation, e-mail change), or the
     * service role created it confirmed. Unlike email_confirmed_at, which a sign-up without
     * AUTH_CONFIRM_EMAIL sets at once as GoTrue's autoconfirm does, nobody sets it by claiming an
     * address. Closing-file access and client messaging need it to equal the account's e-mail
     * (server/auth/proven-email.ts), so an address changed by any other path proves nothing.
     */
    provenEmail: text("proven_email"),
    phoneConfirmedAt: tstz("phone_confirmed_at"),
    invitedAt: tstz("invited_at"),
    confirmationSentAt: tstz("confirmation_sent_at"),
    recoverySentAt: tstz("recovery_sent_at"),
    /** Pending e-mail change: the new address and when its confirmation went out. */
    emailChange: text("email_change"),
    emailChangeSentAt: tstz("email_change_sent_at"),
    /** Double-confirm e-mail change: 0 none confirmed yet, 1 one side confirmed. */
    emailChangeConfirmStatus: smallint("email_change_confirm_status").notNull().default(0),
    /** Pending phone change. */
    phoneChange: text("phone_change"),
    phoneChangeSentAt: tstz("phone_change_sent_at"),
    reauthenticationSentAt: tstz("reauthentication_sent_at"),
    lastSignInAt: tstz("last_sign_in_at"),
    /** app_metadata: provider(s); only the server writes it. */
    rawAppMetaData: jsonb("raw_app_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    /** user_metadata: what the user sent at sign-up / PUT /user (account type lives here too). */
    rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    bannedUntil: tstz("banned_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete; the row keeps its e-mail reserved until it is really removed. */
    deletedAt: tstz("deleted_at"),
  },
  (t) => [
    uniqueIndex("auth_users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("auth_users_phone_key").on(t.phone),
    index("auth_users_created_at_idx").on(descending(t.createdAt)),
    check("auth_users_email_shape", emailShape(t.email)),
    check("auth_users_phone_not_blank", notBlank(t.phone)),
    check("auth_users_identifier_present", sql`${t.isAnonymous} or ${t.email} is not null or ${t.phone} is not null`),
    check(
      "auth_users_email_change_confirm_status_range",
      sql`${t.emailChangeConfirmStatus} between 0 and 2`,
    ),
  ],
);

/** Linked sign-in methods: "email" and "phone" for our own users, OAuth providers later. */
export const authIdentities = pgTable(
  "auth_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The provider's id for the user (for "email": the user id). */
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    identityData: jsonb("identity_data").$type<Record<string, unknown>>().notNull().default({}),
    provider: text("provider").notNull(),
    /** lower(identity_data->>'email'), kept by the database. */
    email: text("email").generatedAlwaysAs(sql`lower(identity_data ->> 'email')`),
    lastSignInAt: tstz("last_sign_in_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("auth_identities_provider_id_key").on(t.provider, t.providerId),
    index("auth_identities_user_id_idx").on(t.userId),
    index("auth_identities_email_idx").on(t.email),
    check("auth_identities_provider_not_blank", notBlank(t.provider)),
    check("auth_identities_provider_id_not_blank", notBlank(t.providerId)),
  ],
);

export const authMfaFactors = pgTable(
  "auth_mfa_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    friendlyName: text("friendly_name"),
    factorType: authFactorType("factor_type").notNull(),
    status: authFactorStatus("status").notNull().default("unverified"),
    /** TOTP shared secret (base32); required for totp factors. */
    secret: text("secret"),
    /** E.164 number; required for phone factors. */
    phone: text("phone"),
    lastChallengedAt: tstz("last_challenged_at"),
    /** TOTP time step of the last accepted code: a code is never accepted twice. */
    lastTotpStep: integer("last_totp_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("auth_mfa_factors_user_id_idx").on(t.userId, t.createdAt),
    // NULL names are distinct, so only named factors must differ per user.
    uniqueIndex("auth_mfa_factors_user_friendly_name_key").on(t.userId, t.friendlyName),
    uniqueIndex("auth_mfa_factors_user_phone_verified_key")
      .on(t.userId, t.phone)
      .where(sql`${t.factorType} = 'phone' and ${t.status} = 'verified'`),
    check("auth_mfa_factors_friendly_name_not_blank", notBlank(t.friendlyName)),
    check("auth_mfa_factors_totp_has_secret", sql`${t.factorType} <> 'totp' or ${t.secret} is not null`),
    check("auth_mfa_factors_phone_has_phone", sql`${t.factorType} <> 'phone' or ${t.phone} is not null`),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    aal: authAal("aal").notNull().default("aal1"),
    /** The factor that raised the session to aal2. */
    factorId: uuid("factor_id").references(() => authMfaFactors.id, { onDelete: "set null" }),
    /** Hard end of the session (time-boxed sessions); NULL: until logout or revocation. */
    notAfter: tstz("not_after"),
    refreshedAt: tstz("refreshed_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("auth_sessions_user_id_idx").on(t.userId, t.createdAt),
    index("auth_sessions_not_after_idx").on(t.notAfter),
    index("auth_sessions_factor_id_idx").on(t.factorId),
  ],
);

/** How a session was authenticated: one row per method, becomes the `amr` claim. */
export const authMfaAmrClaims = pgTable(
  "auth_mfa_amr_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    authenticationMethod: authAmrMethod("authentication_method").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("auth_mfa_amr_claims_session_method_key").on(t.sessionId, t.authenticationMethod)],
);

/**
 * Refresh tokens, stored as hashes. Each use rotates: the old row is revoked and a child with
 * `parent` = the old hash is issued. A revoked token presented again outside the grace window
 * revokes the whole session.
 */
export const authRefreshTokens = pgTable(
  "auth_refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** token_hash of the token this one replaced; NULL for the first token of a session. */
    parent: text("parent"),
    revoked: boolean("revoked").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("auth_refresh_tokens_token_hash_key").on(t.tokenHash),
    index("auth_refresh_tokens_session_id_idx").on(t.sessionId, t.revoked),
    index("auth_refresh_tokens_user_id_idx").on(t.userId),
    index("auth_refresh_tokens_parent_idx").on(t.parent),
    check("auth_refresh_tokens_token_hash_not_blank", notBlank(t.tokenHash)),
  ],
);

export const authMfaChallenges = pgTable(
  "auth_mfa_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    factorId: uuid("factor_id")
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    verifiedAt: tstz("verified_at"),
    ip: text("ip"),
    /** Hash of the code sent by SMS for phone factors; NULL for TOTP. */
    otpCode: text("otp_code"),
  },
  (t) => [index("auth_mfa_challenges_factor_id_idx").on(t.factorId, t.createdAt)],
);

/**
 * Two-step recovery codes (ADR 035): one set per user, each code stored only as a keyed hash
 * (server/auth/mfa-recovery-codes.ts) and used at most once (used_at is set atomically). A new set
 * replaces the old; the set goes with the last verified factor.
 */
export const authMfaRecoveryCodes = pgTable(
  "auth_mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: tstz("used_at"),
  },
  (t) => [
    uniqueIndex("auth_mfa_recovery_codes_user_hash_key").on(t.userId, t.codeHash),
    check("auth_mfa_recovery_codes_code_hash_not_blank", notBlank(t.codeHash)),
  ],
);

/**
 * Confirmation, recovery, magic-link, OTP, e-mail/phone-change and reauthentication tokens, as
 * hashes. One live token per user and type: issuing a new one replaces the old (upsert on
 * auth_one_time_tokens_user_type_key).
 */
export const authOneTimeTokens = pgTable(
  "auth_one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    tokenType: authOneTimeTokenType("token_type").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The e-mail address or phone number the token was sent to. */
    relatesTo: text("relates_to").notNull(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [
    uniqueIndex("auth_one_time_tokens_user_type_key").on(t.userId, t.tokenType),
    index("auth_one_time_tokens_token_hash_idx").on(t.tokenHash),
    index("auth_one_time_tokens_relates_to_idx").on(t.relatesTo),
    index("auth_one_time_tokens_expires_at_idx").on(t.expiresAt),
    check("auth_one_time_tokens_token_hash_not_blank", notBlank(t.tokenHash)),
    check("auth_one_time_tokens_relates_to_not_blank", notBlank(t.relatesTo)),
    check("auth_one_time_tokens_expiry_after_creation", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** PKCE flow state: the code challenge of a sign-in in progress and the auth code it yields. */
export const authFlowState = pgTable(
  "auth_flow_state",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => authUsers.id, { onDelete: "cascade" }),
    /** The code exchanged at POST /token?grant_type=pkce (stored as issued: it is single-use and short-lived). */
    authCode: text("auth_code").notNull(),
    codeChallenge: text("code_challenge").notNull(),
    codeChallengeMethod: authCodeChallengeMethod("code_challenge_method").notNull(),
    /** "email", "recovery", "magiclink", or an OAuth provider name. */
    providerType: text("provider_type").notNull(),
    providerAccessToken: text("provider_access_token"),
    providerRefreshToken: text("provider_refresh_token"),
    authenticationMethod: authAmrMethod("authentication_method").notNull(),
    authCodeIssuedAt: tstz("auth_code_issued_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("auth_flow_state_auth_code_key").on(t.authCode),
    index("auth_flow_state_user_id_method_idx").on(t.userId, t.authenticationMethod),
    index("auth_flow_state_created_at_idx").on(t.createdAt),
    check("auth_flow_state_code_challenge_not_blank", notBlank(t.codeChallenge)),
    check("auth_flow_state_auth_code_not_blank", notBlank(t.authCode)),
  ],
);

export type AuthUser = typeof authUsers.$inferSelect;
export type NewAuthUser = typeof authUsers.$inferInsert;
export type AuthSession = typeof authSessions.$inferSelect;
export type AuthRefreshToken = typeof authRefreshTokens.$inferSelect;
export type AuthMfaFactor = typeof authMfaFactors.$inferSelect;
export type AuthMfaChallenge = typeof authMfaChallenges.$inferSelect;
export type AuthOneTimeToken = typeof authOneTimeTokens.$inferSelect;
export type AuthIdentity = typeof authIdentities.$inferSelect;
export type AuthFlowState = typeof authFlowState.$inferSelect;
export type AuthMfaRecoveryCode = typeof authMfaRecoveryCodes.$inferSelect;
