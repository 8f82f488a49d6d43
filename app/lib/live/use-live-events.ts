/**
 * Live updates for a page (issue 31): one stream per signed-in tab (the portal layout mounts
 * <LiveUpdates />) and one per verified status session (the status page calls
 * `useLiveEvents({ token })` with its session token). Each event invalidates the queries it makes
 * stale (live-invalidation.ts); while the stream is lost the page polls them every 15 s.
 */
import { useQueryClient, type Query } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { retryingImport } from "../lazy-import.ts";
import { openLiveConnection, type LiveState } from "./live-connection.ts";
import { isStaleAfter, type LiveScope } from "./live-invalidation.ts";

export type { LiveState } from "./live-connection.ts";

/** How often a page without its stream refetches what it shows. */
export const POLL_MS = 15_000;

// The auth client in its own chunk, as app/lib/api/api-client.ts loads it.
const authClient = retryingImport(() => import("../auth/auth-client.ts").then((m) => m.getAuthClient()));

const accountToken = async () => (await (await authClient()).getSession()).data.session?.access_token ?? null;
const refreshedToken = async () => {
  const { data, error } = await (await authClient()).refreshSession();
  return error ? null : (data.session?.access_token ?? null);
};

const inScope = (scope: LiveScope) => (query: Query) =>
  scope === "status" ? query.queryKey[0] === "status" && !query.queryKey.includes("verification") : query.queryKey[0] !== "me";

/**
 * The status page's stream: `token` is the verified status-link session token; null or undefined
 * (not verified yet, or the session ended): no stream. The session's end ends it ("ended"); the
 * page's own queries then ask the person to verify again.
 */
export function useLiveEvents({ token }: { token: string | null | undefined }): LiveState {
  return useLiveStream("status", token ? token : null, token ? async () => token : null, undefined);
}

/**
 * The signed-in account's stream (mounted once, by <LiveUpdates /> in the portal layout). `who`
 * names the account and its assurance level; null: nobody signed in, no stream.
 */
export function useAccountLiveEvents(who: string | null): LiveState {
  return useLiveStream("account", who, who ? accountToken : null, refreshedToken);
}

function useLiveStream(
  scope: LiveScope,
  /** Changes when the stream must be opened afresh (another account, another session). */
  identity: string | null,
  token: (() => Promise<string | null>) | null,
  refresh: (() => Promise<string | null>) | undefined,
): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  const active = identity !== null && token !== null;

  useEffect(() => {
    if (!active || !token) return;
    let lost = false;
    const connection = openLiveConnection({
      token,
      refresh,
      onEvent: (event) => void queryClient.invalidateQueries({ predicate: (query) => isStaleAfter(event, query.queryKey, scope) }),
      onState: (next) => {
        // Back after a loss: what changed meanwhile beyond the replay is fetched once.
        if (next === "live" && lost) void queryClient.invalidateQueries({ predicate: inScope(scope) });
        lost = next === "reconnecting";
        setState(next);
      },
    });
    return () => connection.close();
    // The token functions are stable for one identity; a new identity opens a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, scope, identity, queryClient]);

  useEffect(() => {
    if (!active || state !== "reconnecting") return;
    const poll = setInterval(() => void queryClient.invalidateQueries({ predicate: inScope(scope) }), POLL_MS);
    return () => clearInterval(poll);
  }, [active, state, scope, queryClient]);

  return active ? state : "ended";
}
