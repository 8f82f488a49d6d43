/**
 * The GoTrue user object that auth-js expects, from an account's rows, and the account type a
 * sign-up asks for. The statements that read and make accounts are in users.queries.ts.
 */
import type { AuthIdentity, AuthMfaFactor, AuthUser } from "#db/schema/index.ts";
import { accountTypeSchema, type AccountType } from "#core/domain/enums.ts";
import { AUDIENCE, TOKEN_ROLE } from "./access-token.ts";

/** The account type a sign-up asked for, if it is one we know (anything else is ignored). */
export function accountTypeFrom(metadata: Record<string, unknown>): AccountType | null {
  const parsed = accountTypeSchema.safeParse(metadata.account_type);
  return parsed.success ? parsed.data : null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

function factorJson(f: AuthMfaFactor) {
  return {
    id: f.id,
    friendly_name: f.friendlyName ?? undefined,
    factor_type: f.factorType,
    status: f.status,
    created_at: iso(f.createdAt),
    updated_at: iso(f.updatedAt),
    last_challenged_at: iso(f.lastChallengedAt),
  };
}

function identityJson(i: AuthIdentity) {
  return {
    identity_id: i.id,
    id: i.providerId,
    user_id: i.userId,
    identity_data: i.identityData,
    provider: i.provider,
    last_sign_in_at: iso(i.lastSignInAt),
    created_at: iso(i.createdAt),
    updated_at: iso(i.updatedAt),
    email: i.email ?? undefined,
  };
}

/** GoTrue's user object from the account's rows (identities and factors oldest first). */
export function userJsonFrom(user: AuthUser, identities: AuthIdentity[], factors: AuthMfaFactor[]) {
  return {
    id: user.id,
    aud: AUDIENCE,
    role: TOKEN_ROLE,
    email: user.email ?? "",
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    new_phone: user.phoneChange ?? undefined,
    phone_change_sent_at: iso(user.phoneChangeSentAt),
    confirmed_at: iso(user.emailConfirmedAt ?? user.phoneConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.rawAppMetaData,
    user_metadata: user.rawUserMetaData,
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: user.isAnonymous,
  };
}
export type UserJson = ReturnType<typeof userJsonFrom>;
