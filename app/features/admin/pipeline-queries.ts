/**
 * The lead and service-request pipelines' reads and writes through the one API client
 * (app/lib/api/api-client.ts). A status change patches the row in every cached list page at
 * once (the select shows what the server stored) and refreshes that row's detail and the audit log.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "#core/domain/enums.ts";
import { api } from "#app/lib/api/api-client.ts";
import type { PipelineRow } from "#core/api/admin-pipeline.ts";
import type { Page } from "#core/api/page.ts";
import { apiQuery } from "./list-params.ts";
import type { PipelineConfig, PipelineKind } from "./pipeline-kinds.ts";

export const pipelineKeys = {
  all: (kind: PipelineKind) => ["admin", kind] as const,
  lists: (kind: PipelineKind) => ["admin", kind, "list"] as const,
  list: (kind: PipelineKind, search: string) => ["admin", kind, "list", search] as const,
  detail: (kind: PipelineKind, id: string) => ["admin", kind, "detail", id] as const,
};

/** One page of a pipeline; `params` is the view's search params (list-params.ts). */
export function usePipelinePage(config: PipelineConfig, params: URLSearchParams, limit: number) {
  const query = apiQuery(params, limit);
  return useQuery({
    queryKey: pipelineKeys.list(config.kind, query),
    queryFn: ({ signal }) => api.get(`${config.api}?${query}`, { schema: config.pageSchema, signal }),
    // The page being left stays on screen (marked busy) until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function usePipelineRow(config: PipelineConfig, id: string) {
  return useQuery({
    queryKey: pipelineKeys.detail(config.kind, id),
    queryFn: ({ signal }) => api.get(`${config.api}/${encodeURIComponent(id)}`, { schema: config.detailSchema, signal }),
  });
}

export function useSetPipelineStatus(config: PipelineConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api.patch(`${config.api}/${encodeURIComponent(id)}`, { status }, { schema: config.rowSchema }),
    onSuccess: async (row) => {
      queryClient.setQueriesData<Page<PipelineRow>>(
        { queryKey: pipelineKeys.lists(config.kind) },
        (page) => page && { ...page, data: page.data.map((r) => (r.id === row.id ? row : r)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pipelineKeys.detail(config.kind, row.id) }),
        queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
      ]);
    },
  });
}
