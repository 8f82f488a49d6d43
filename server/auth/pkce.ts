/**
 * PKCE (RFC 7636): a browser that started a flow with a code challenge gets an auth code on the
 * redirect instead of tokens in the URL, and trades it for a session with the verifier. The
 * flows are kept by pkce.queries.ts.
 */
import { createHash } from "node:crypto";
import type { AuthFlowState } from "#db/schema/index.ts";

/** How long an issued auth code may wait to be exchanged. */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;
/** How long a flow may take from the request to clicking the e-mailed link. */
export const FLOW_TTL_MS = 60 * 60 * 1000;

export function challengeMatches(flow: AuthFlowState, verifier: string): boolean {
  if (flow.codeChallengeMethod === "plain") return verifier === flow.codeChallenge;
  return createHash("sha256").update(verifier).digest("base64url") === flow.codeChallenge;
}
