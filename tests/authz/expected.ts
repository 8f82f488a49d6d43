/**
 * The callers of the authorization matrix (tests/authz/authorization-matrix.ts) and the shapes its
 * rows' expectations usually take. Kept apart from the matrix, which imports every row file, so
 * the row files can use these at load time.
 *
 * Callers without an account:
 * - anon:          no token, no link;
 * - holder:        a buyer or seller holding the live status link of the owner's closing file;
 * - otherHolder:   the live status link of another closing file;
 * - revokedHolder: a link of the owner's file that a newer one replaced;
 * - expiredHolder: the link of a file completed more than 90 days ago.
 * A holder presents the token in the path of the status routes and, on every request, in every
 * other place a server could read one (a cookie, an X-Status-Token header, a `token` query), but
 * never as a bearer token: it is no account (a test of tests/authz/authorization-matrix.db.test.ts
 * sends it as one). So wherever the token is not the credential, a holder must get exactly what anon gets.
 *
 * Callers with an account (bearer tokens). Every one has proven its e-mail address but `claimant`:
 * - agent:  a signed-in agent, who owns the resources a request names (a factor, an identity),
 *           and is the listing agent of every closing file the matrix opens;
 * - other:  another agent, naming the agent's resources: a user sees only their own (404);
 * - lender: a signed-in lender;
 * - claimant: an account made under the address of those files' lender that never proved it
 *           (issue 27: with AUTH_CONFIRM_EMAIL off, sign-up alone once opened the file);
 * - buyerAccount, sellerAccount: accounts that proved the address of those files' buyer and
 *           seller, who follow their file through the status link only;
 * - admin1: an administrator with a verified second factor, signed in with the password only;
 * - admin2: the same administrator after the second factor (aal2), which admin data requires.
 */

export const HOLDERS = ["holder", "otherHolder", "revokedHolder", "expiredHolder"] as const;
export const ACCOUNTS = ["agent", "other", "lender", "claimant", "buyerAccount", "sellerAccount", "admin1", "admin2"] as const;
export const ACTORS = ["anon", ...HOLDERS, ...ACCOUNTS] as const;
export type Actor = (typeof ACTORS)[number];
export type Holder = (typeof HOLDERS)[number];
export type Expected = Record<Actor, number>;

/** Every caller without an account (anon and the link holders) gets `status`. */
export const noAccount = (status: number) => ({ anon: status, holder: status, otherHolder: status, revokedHolder: status, expiredHolder: status });

/** Every caller with an account gets `status`. */
export const allAccounts = (status: number) => Object.fromEntries(ACCOUNTS.map((a) => [a, status])) as Record<(typeof ACCOUNTS)[number], number>;

/** The accounts that are not the owner's and not staff: another agent, the lender, and issue 27's callers. */
const strangers = (status: number) => ({ other: status, lender: status, claimant: status, buyerAccount: status, sellerAccount: status });

/** Anyone, signed in or not, gets the same answer. */
export const everyone = (status: number): Expected => ({ ...noAccount(status), ...allAccounts(status) });

/** Needs a signed-in caller; any account gets `status`. */
export const signedIn = (status: number): Expected => ({ ...everyone(status), ...noAccount(401) });

/** The owner's own resource: the owner gets `status`, any other account 404, no account 401. */
export const ownerOnly = (status: number): Expected => ({ ...noAccount(401), agent: status, ...strangers(404), admin1: 404, admin2: 404 });

/** Admin data: only an administrator with a two-step-verified session. */
export const adminOnly = (status: number): Expected => ({ ...noAccount(401), agent: 403, ...strangers(403), admin1: 403, admin2: status });

/**
 * A status route: the live link opens it, whoever sends it; a replaced or never-issued link is
 * 404 status_link_invalid, an expired one 410 status_link_expired; `otherHolder` is what the live
 * link of another file gets (its own page, but none of this file's documents).
 */
export const statusLinkOnly = (status: number, otherHolder: number): Expected => ({
  anon: 404,
  holder: status,
  otherHolder,
  revokedHolder: 404,
  expiredHolder: 410,
  ...allAccounts(404),
});
