/**
 * A closing file's requests (issue 30, docs/requests-contract.md) through the one API client:
 * the file's list, adding one, and the one PATCH that edits and reviews. Every write refreshes the
 * file's list, its history, the file itself (a request can settle a step's count of objections)
 * and the needs-attention list.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { attentionRequestPageSchema, closingRequestListSchema, closingRequestSchema } from "#core/api/closing-request.ts";
import type { RequestCreateInput, RequestPatchInput } from "#core/closing/request-input.ts";
import { api } from "#app/lib/api/api-client.ts";
import { closingKeys } from "./closing-queries.ts";

const fileRequestsApi = (fileId: string) => `/api/v1/admin/closing-files/${encodeURIComponent(fileId)}/requests`;

export const requestKeys = {
  file: (fileId: string) => [...closingKeys.file(fileId), "requests"] as const,
  attention: ["admin", "requests"] as const,
  attentionList: (query: string) => ["admin", "requests", query] as const,
};

export function useFileRequests(fileId: string) {
  return useQuery({
    queryKey: requestKeys.file(fileId),
    queryFn: ({ signal }) => api.get(fileRequestsApi(fileId), { schema: closingRequestListSchema, signal }),
  });
}

function useRequestsChanged(fileId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.file(fileId) }),
      queryClient.invalidateQueries({ queryKey: closingKeys.file(fileId), exact: true }),
      queryClient.invalidateQueries({ queryKey: closingKeys.history(fileId) }),
      queryClient.invalidateQueries({ queryKey: requestKeys.attention }),
    ]);
}

export function useCreateRequest(fileId: string) {
  const changed = useRequestsChanged(fileId);
  return useMutation({
    mutationFn: (body: RequestCreateInput) => api.post(fileRequestsApi(fileId), body, { schema: closingRequestSchema }),
    onSuccess: changed,
  });
}

export function usePatchRequest(fileId: string, requestId: string) {
  const changed = useRequestsChanged(fileId);
  return useMutation({
    mutationFn: (body: RequestPatchInput) => api.patch(`${fileRequestsApi(fileId)}/${encodeURIComponent(requestId)}`, body, { schema: closingRequestSchema }),
    onSuccess: changed,
  });
}

/** The needs-attention list across files; `query` is the filters as the API reads them (view, owner, county, office). */
export function useAttentionRequests(query: string) {
  return useInfiniteQuery({
    queryKey: requestKeys.attentionList(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set("limit", "25");
      if (pageParam) params.set("cursor", pageParam);
      return api.get(`/api/v1/admin/requests?${params.toString()}`, { schema: attentionRequestPageSchema, signal });
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}
