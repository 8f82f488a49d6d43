/**
 * A refresh-token grant in one statement: the per-IP count, the token, its session and user, the
 * rotation itself (revoke the token, insert its child, touch the session) when everything allows
 * it, and all the session response needs (amr claims, identities, factors). One statement is one
 * transaction and one round trip. The rules are the same as before (sessions.ts decides from what
 * this returns); the rotation's own WHERE repeats them so that nothing is written otherwise.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type AppDb } from "../../db/client.ts";
import { rowFromJson, rowsFromJson } from "../../db/json-row.ts";
import {
  authIdentities,
  authMfaFactors,
  authSessions,
  authUsers,
  type AuthIdentity,
  type AuthMfaFactor,
  type AuthSession,
  type AuthUser,
} from "../../db/schema/index.ts";
import { countRequest } from "../http/rate-limit.queries.ts";
import type { Limit } from "../http/rate-limit.ts";
import type { AmrEntry } from "./access-token.ts";

export interface RefreshInput {
  tokenHash: string;
  /** Hash of the child token derived from this one (sessions.ts). */
  childHash: string;
  now: Date;
  /** The per-IP limit to count this request against; absent when it has been counted already. */
  limit?: Limit;
}

export interface RefreshOutcome {
  /** The limit's count after this request, when one was given. */
  count: number | null;
  token: { id: string; revoked: boolean; updatedAt: Date } | null;
  session: AuthSession | null;
  /** Absent when deleted. */
  user: AuthUser | null;
  /** This statement revoked the token and stored its child. */
  rotated: boolean;
  /** Whether the child already existed (the token was used before) and was revoked in turn; null: no child. */
  childRevoked: boolean | null;
  amr: AmrEntry[];
  identities: AuthIdentity[];
  factors: AuthMfaFactor[];
}

interface Raw {
  count: number | null;
  token: { id: string; revoked: boolean; updated_at: string } | null;
  session: Record<string, unknown> | null;
  usr: Record<string, unknown> | null;
  rotated: boolean;
  child_revoked: boolean | null;
  amr: AmrEntry[] | null;
  identities: unknown;
  factors: unknown;
}

export async function refreshStatement(db: AppDb, input: RefreshInput): Promise<RefreshOutcome> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const counter: SQL = input.limit
    ? sql`hit as (${countRequest(input.limit, input.now.getTime())}),
          counter as (select count, count <= ${input.limit.max} as allowed from hit)`
    : sql`counter as (select null::int as count, true as allowed)`;
  const [raw] = await queryRows<Raw>(
    db,
    sql`with ${counter},
      tok as (select id, session_id, user_id, revoked, updated_at from auth_refresh_tokens where token_hash = ${input.tokenHash}::text),
      sess as (select * from auth_sessions where id = (select session_id from tok)),
      usr as (select * from auth_users where id = (select user_id from sess) and deleted_at is null),
      rotate as (
        update auth_refresh_tokens set revoked = true, updated_at = ${now}
         where id = (select id from tok) and revoked = false
           and (select allowed from counter)
           and exists (select 1 from sess where not_after is null or not_after >= ${now})
           and exists (select 1 from usr where banned_until is null or banned_until <= ${now})
        returning session_id, user_id),
      child as (
        insert into auth_refresh_tokens (token_hash, parent, session_id, user_id)
        select ${input.childHash}::text, ${input.tokenHash}::text, session_id, user_id from rotate),
      touch as (update auth_sessions set refreshed_at = ${now} where id = (select session_id from rotate))
    select (select count from counter) as count,
      (select json_build_object('id', id, 'revoked', revoked, 'updated_at', updated_at) from tok) as token,
      (select row_to_json(sess) from sess) as session,
      (select row_to_json(usr) from usr) as usr,
      exists (select 1 from rotate) as rotated,
      (select revoked from auth_refresh_tokens where token_hash = ${input.childHash}::text) as child_revoked,
      (select json_agg(json_build_object('method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at)))
                       order by c.updated_at desc)
         from auth_mfa_amr_claims c where c.session_id = (select id from sess)) as amr,
      (select json_agg(i order by i.created_at) from auth_identities i where i.user_id = (select id from usr)) as identities,
      (select json_agg(f order by f.created_at) from auth_mfa_factors f where f.user_id = (select id from usr)) as factors`,
  );
  const r = raw!;
  return {
    count: r.count === null ? null : Number(r.count),
    token: r.token && { id: r.token.id, revoked: r.token.revoked, updatedAt: new Date(r.token.updated_at) },
    session: r.session && rowFromJson(authSessions, r.session),
    user: r.usr && rowFromJson(authUsers, r.usr),
    rotated: r.rotated,
    childRevoked: r.child_revoked,
    amr: (r.amr ?? []).map((a) => ({ method: a.method, timestamp: Number(a.timestamp) })),
    identities: rowsFromJson(authIdentities, r.identities),
    factors: rowsFromJson(authMfaFactors, r.factors),
  };
}
