/**
 * Refresh-token grants, any number at once, in one statement: each one's per-IP count, its
 * token, session and user, the rotation itself (revoke the token, insert its child, touch the
 * session) when everything allows it, and all the session response needs (amr claims,
 * identities, factors). One statement is one transaction and one round trip; grants that arrive
 * together share it (db/coalesce.ts). The rules are the same as one at a time (sessions.ts
 * decides from what this returns); the rotation's own WHERE repeats them so that nothing is
 * written otherwise. Two grants of the same token in one batch: the first rotates it, the other
 * sees a race lost, as it would against another instance. The batch travels as one JSON
 * parameter, so the statement's text never changes.
 */
import type { AppDb } from "#db/client.ts";
import { runFixed } from "#db/fixed-statement.ts";
import { rowFromJson, rowsFromJson } from "#db/json-row.ts";
import {
  authIdentities,
  authMfaFactors,
  authSessions,
  authUsers,
  type AuthIdentity,
  type AuthMfaFactor,
  type AuthSession,
  type AuthUser,
} from "#db/schema/index.ts";
import { type Limit } from "../http/rate-limit.ts";
import { windowOf } from "../http/rate-limit-window.ts";
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
  ord: number;
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

function itemJson(input: RefreshInput, ord: number) {
  const w = input.limit ? windowOf(input.limit.windowSeconds, input.now.getTime()) : undefined;
  return {
    ord,
    token_hash: input.tokenHash,
    child_hash: input.childHash,
    now: input.now.toISOString(),
    key: input.limit?.key ?? null,
    max: input.limit?.max ?? null,
    window_start: w?.start.toISOString() ?? null,
    expires_at: w?.end.toISOString() ?? null,
  };
}

const REFRESH_GRANTS = {
  name: "refresh_grants_v2",
  text: `with req as (
        select * from json_to_recordset($1::json) as x (
          ord int, token_hash text, child_hash text, now timestamptz, key text, max int, window_start timestamptz, expires_at timestamptz)),
      hits as (
        select key, window_start, max(expires_at) as expires_at, count(*)::int as n from req where key is not null group by key, window_start),
      counter as (
        insert into rate_limits (key, window_start, count, expires_at)
        select key, window_start, n, expires_at from hits
        on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
        returning key, window_start, count),
      placed as (
        select req.*, case when req.key is null then null
                 else (counter.count - hits.n + row_number() over (partition by req.key, req.window_start order by req.ord))::int end as position
          from req left join hits using (key, window_start) left join counter using (key, window_start)),
      tok as (
        select p.*, t.id, t.session_id, t.user_id, t.revoked, t.updated_at
          from placed p left join (
            select * from auth_refresh_tokens where token_hash = any(array(select token_hash from req))) t on t.token_hash = p.token_hash),
      sess as (select * from auth_sessions where id = any(array(select session_id from tok where session_id is not null))),
      usr as (select * from auth_users where id = any(array(select user_id from sess)) and deleted_at is null),
      eligible as (
        select distinct on (tok.id) tok.ord, tok.id, tok.token_hash, tok.child_hash, tok.now
          from tok join sess on sess.id = tok.session_id join usr on usr.id = sess.user_id
         where not tok.revoked
           and (tok.position is null or tok.position <= tok.max)
           and (sess.not_after is null or sess.not_after >= tok.now)
           and (usr.banned_until is null or usr.banned_until <= tok.now)
         order by tok.id, tok.ord),
      rotate as (
        update auth_refresh_tokens t set revoked = true, updated_at = e.now
          from eligible e
         where t.id = e.id and t.revoked = false
        returning e.ord, t.session_id, t.user_id, e.token_hash, e.child_hash, e.now),
      child as (
        insert into auth_refresh_tokens (token_hash, parent, session_id, user_id)
        select child_hash, token_hash, session_id, user_id from rotate),
      touch as (update auth_sessions s set refreshed_at = r.now from rotate r where s.id = r.session_id)
    select tok.ord, tok.position as count,
      case when tok.id is null then null
           else json_build_object('id', tok.id, 'revoked', tok.revoked, 'updated_at', tok.updated_at) end as token,
      (select row_to_json(s) from sess s where s.id = tok.session_id) as session,
      (select row_to_json(u) from usr u join sess s on s.user_id = u.id where s.id = tok.session_id) as usr,
      exists (select 1 from rotate r where r.ord = tok.ord) as rotated,
      (select c.revoked from auth_refresh_tokens c where c.token_hash = tok.child_hash) as child_revoked,
      (select json_agg(json_build_object('method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at)))
                       order by c.updated_at desc)
         from auth_mfa_amr_claims c where c.session_id = tok.session_id) as amr,
      (select json_agg(i order by i.created_at) from auth_identities i join usr u on u.id = i.user_id
         join sess s on s.user_id = u.id where s.id = tok.session_id) as identities,
      (select json_agg(f order by f.created_at) from auth_mfa_factors f join usr u on u.id = f.user_id
         join sess s on s.user_id = u.id where s.id = tok.session_id) as factors
    from tok`,
};

export async function refreshStatements(db: AppDb, inputs: RefreshInput[]): Promise<RefreshOutcome[]> {
  const rows = await runFixed<Raw>(db, REFRESH_GRANTS, [JSON.stringify(inputs.map(itemJson))]);
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  return inputs.map((_, ord) => outcomeOf(byOrd.get(ord)!));
}

function outcomeOf(r: Raw): RefreshOutcome {
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
