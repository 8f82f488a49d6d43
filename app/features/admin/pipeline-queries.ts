/**
 * The lead and service-request pipelines' reads and writes through the one API client
 * (app/lib/api/api-client.ts). A status change patches the row in every cached list page at
 * once (the select shows what the server stored) and refreshes that row's detail and the audit log.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "#core/domain/enums.ts";
import { api } from "#app/lib/api/api-client.ts";
import { adminServiceRequestSchema, pipelineNoteSchema, staffListSchema, type PipelineRow } from "#core/api/admin-pipeline.ts";
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

/** The administrators, who may own a row (the owner picker). */
export function useStaff() {
  return useQuery({
    queryKey: ["admin", "staff"],
    queryFn: ({ signal }) => api.get("/api/v1/admin/staff", { schema: staffListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** After an action on a row: its detail, every list page of its kind and the audit log are read again. */
function useRefreshRow(config: PipelineConfig) {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pipelineKeys.detail(config.kind, id) }),
      queryClient.invalidateQueries({ queryKey: pipelineKeys.lists(config.kind) }),
      queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
    ]);
}

export function useSetOwner(config: PipelineConfig) {
  const refresh = useRefreshRow(config);
  return useMutation({
    mutationFn: ({ id, ownerId }: { id: string; ownerId: string | null }) =>
      api.put(`${config.api}/${encodeURIComponent(id)}/owner`, { owner_id: ownerId }, { schema: config.rowSchema }),
    onSuccess: (row) => refresh(row.id),
  });
}

export function useAddNote(config: PipelineConfig, id: string) {
  const refresh = useRefreshRow(config);
  return useMutation({
    mutationFn: (body: string) => api.post(`${config.api}/${encodeURIComponent(id)}/notes`, { body }, { schema: pipelineNoteSchema }),
    onSuccess: () => refresh(id),
  });
}

export function useSendReply(config: PipelineConfig, id: string) {
  const refresh = useRefreshRow(config);
  return useMutation({
    mutationFn: (reply: { subject: string; content: string }) =>
      api.post(`${config.api}/${encodeURIComponent(id)}/replies`, reply, { schema: pipelineNoteSchema }),
    onSuccess: () => refresh(id),
  });
}

/** Convert a lead into a service request; both pipelines' lists change. */
export function useConvertLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post(`/api/v1/admin/leads/${encodeURIComponent(leadId)}/service-request`, body, { schema: adminServiceRequestSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pipelineKeys.all("leads") }),
        queryClient.invalidateQueries({ queryKey: pipelineKeys.all("service-requests") }),
        queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
      ]),
  });
}
