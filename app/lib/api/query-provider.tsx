import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useAuth } from "../auth/auth-provider.tsx";
import { createQueryClient } from "./query-client.ts";

// One cache per tab, kept while the person moves between signed-in and public pages.
let browserClient: QueryClient | undefined;
// Whose data the cache holds; another account signing in in this tab starts from nothing.
let cacheOwner: string | null | undefined;

/**
 * TanStack Query for the signed-in pages. Mounted by the portal layout rather than the root, so
 * the pre-rendered public pages do not carry it (docs/decisions/004-public-page-weight.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient())));
  const userId = useAuth().user?.id ?? null;

  useEffect(() => {
    if (cacheOwner !== undefined && cacheOwner !== userId) client.clear();
    cacheOwner = userId;
  }, [client, userId]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
