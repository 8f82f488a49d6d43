import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "./auth-provider.tsx";
import { fetchMe } from "./me.ts";

/** The profile query of one signed-in user; invalidate ["me"] when role or assurance may have changed. */
export function profileQuery(userId: string | null) {
  return queryOptions({
    queryKey: ["me", userId],
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: userId !== null,
    // Role and account type rarely change; the assurance level changes through this app, which
    // invalidates the query when it does.
    staleTime: 5 * 60_000,
  });
}

/** The signed-in person's profile (role, account type, assurance level). Needs the QueryProvider. */
export function useProfile() {
  const userId = useAuth().user?.id ?? null;
  return useQuery(profileQuery(userId));
}
