/**
 * The retention page's reads and writes (issue 33): the policy with what is due and the last run,
 * one kind's due items page by page, saving the policy and "Run now". Through the one API client,
 * shapes checked with core/api/retention.ts.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { retentionDuePageSchema, retentionOverviewSchema, retentionRunSchema } from "#core/api/retention.ts";
import type { ListedRetentionKind } from "#core/retention/retention-due.ts";
import type { RetentionPolicy } from "#core/retention/retention-policy.ts";
import { api } from "#app/lib/api/api-client.ts";

const BASE = "/api/v1/admin/retention";

export const retentionKeys = {
  all: ["admin", "retention"] as const,
  overview: ["admin", "retention", "overview"] as const,
  due: (kind: ListedRetentionKind) => ["admin", "retention", "due", kind] as const,
};

export function useRetention() {
  return useQuery({ queryKey: retentionKeys.overview, queryFn: ({ signal }) => api.get(BASE, { schema: retentionOverviewSchema, signal }) });
}

export function useRetentionDue(kind: ListedRetentionKind, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: retentionKeys.due(kind),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`${BASE}/due?kind=${kind}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, { schema: retentionDuePageSchema, signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useSaveRetentionPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: RetentionPolicy) => api.put(`${BASE}/policy`, policy, { schema: retentionOverviewSchema }),
    onSuccess: async (overview) => {
      queryClient.setQueryData(retentionKeys.overview, overview);
      await queryClient.invalidateQueries({ queryKey: ["admin", "retention", "due"] });
    },
  });
}

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${BASE}/run`, undefined, { schema: retentionRunSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKeys.all }),
  });
}
