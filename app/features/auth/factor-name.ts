/**
 * A name for a new authenticator that none of the account's factors has yet ("Authenticator app",
 * then "Authenticator app 2", …): the auth server refuses two factors with one name.
 */
export function uniqueFactorName(existing: ReadonlyArray<string | null | undefined>, base = "Authenticator app"): string {
  const taken = new Set(existing.filter((n): n is string => Boolean(n)).map((n) => n.trim().toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base} ${i}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
