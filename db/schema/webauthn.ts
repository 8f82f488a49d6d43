/**
 * WebAuthn: the public-key credentials of passkeys and of security-key MFA factors, and the
 * challenges of their ceremonies (server/auth/webauthn/). One credential table for both, so the
 * signature counter and the "already registered" check hold across them; a factor's credential
 * names its factor (GoTrue keeps it in a column of the factor instead), a passkey's does not.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authMfaFactors, authUsers } from "./auth.ts";
import { createdAt, notBlank, oneOf, tstz, updatedAt } from "./columns.ts";

export const WEBAUTHN_CHALLENGE_KINDS = ["registration", "authentication", "factor_create", "factor_request"] as const;
export type WebAuthnChallengeKind = (typeof WEBAUTHN_CHALLENGE_KINDS)[number];

export const authWebauthnCredentials = pgTable(
  "auth_webauthn_credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The MFA factor this security key verifies; NULL for a passkey. */
    factorId: uuid("factor_id").references(() => authMfaFactors.id, { onDelete: "cascade" }),
    /** The authenticator's credential id, base64url as WebAuthn's JSON carries it. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** Signature counter last seen; an assertion with a lower one is a cloned authenticator. */
    signCount: bigint("sign_count", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    aaguid: uuid("aaguid"),
    friendlyName: text("friendly_name"),
    backupEligible: boolean("backup_eligible").notNull().default(false),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastUsedAt: tstz("last_used_at"),
  },
  (t) => [
    uniqueIndex("auth_webauthn_credentials_credential_id_key").on(t.credentialId),
    index("auth_webauthn_credentials_user_id_idx").on(t.userId, t.createdAt),
    uniqueIndex("auth_webauthn_credentials_factor_id_key").on(t.factorId),
    check("auth_webauthn_credentials_credential_id_not_blank", notBlank(t.credentialId)),
    check("auth_webauthn_credentials_friendly_name_length", sql`char_length(${t.friendlyName}) <= 120`),
  ],
);

/**
 * A ceremony's challenge: single-use (taken by deleting the row) and short-lived. No user for a
 * discoverable sign-in (the authenticator says who it is); a factor for the MFA kinds.
 */
export const authWebauthnChallenges = pgTable(
  "auth_webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => authUsers.id, { onDelete: "cascade" }),
    factorId: uuid("factor_id").references(() => authMfaFactors.id, { onDelete: "cascade" }),
    kind: text("kind").$type<WebAuthnChallengeKind>().notNull(),
    /** base64url, as sent in the options and echoed in clientDataJSON. */
    challenge: text("challenge").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [
    index("auth_webauthn_challenges_user_id_idx").on(t.userId),
    index("auth_webauthn_challenges_factor_id_idx").on(t.factorId),
    index("auth_webauthn_challenges_expires_at_idx").on(t.expiresAt),
    check("auth_webauthn_challenges_kind", oneOf(t.kind, WEBAUTHN_CHALLENGE_KINDS)),
    check("auth_webauthn_challenges_factor_kinds_have_factor", sql`${t.kind} not like 'factor_%' or ${t.factorId} is not null`),
    check("auth_webauthn_challenges_expiry_after_creation", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export type AuthWebauthnCredential = typeof authWebauthnCredentials.$inferSelect;
export type AuthWebauthnChallenge = typeof authWebauthnChallenges.$inferSelect;
