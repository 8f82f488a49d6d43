/**
 * The staff closing-file reads and writes through the one API client. Every write that answers
 * with the whole file (details, a step) puts it in the cache at once; those that answer with a
 * part (a party, a link) refetch the file. The list and the history are refreshed after any change.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { closingDocumentLinkSchema, closingDocumentListSchema, closingDocumentSchema } from "#core/api/closing-documents.ts";
import {
  closingFilePageSchema,
  closingMilestoneChangePageSchema,
  closingPartySchema,
  staffClosingFileSchema,
  type StaffClosingFile,
} from "#core/api/closing-file.ts";
import { adminServiceRequestDetailSchema } from "#core/api/admin-pipeline.ts";
import { issuedStatusLinkSchema } from "#core/api/closing-status-link.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { MilestoneChange } from "#core/closing/milestones.ts";
import { api } from "#app/lib/api/api-client.ts";

/**
 * The service request a file is opened from: only what the form carries over, picked from the
 * service-request route's own shape (core/api/admin-pipeline.ts).
 */
const sourceRequestSchema = adminServiceRequestDetailSchema.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  company: true,
  user_type: true,
  property_address: true,
  closing_date_requested: true,
  service_type: true,
  sale_price_cents: true,
});
export type SourceRequest = z.infer<typeof sourceRequestSchema>;

const API = "/api/v1/admin/closing-files";
const fileApi = (id: string) => `${API}/${encodeURIComponent(id)}`;

export type FileFilter = "all" | "open" | "blocked" | "complete";

export const closingKeys = {
  all: ["admin", "closing-files"] as const,
  lists: ["admin", "closing-files", "list"] as const,
  list: (q: string, filter: FileFilter) => ["admin", "closing-files", "list", q, filter] as const,
  file: (id: string) => ["admin", "closing-files", "file", id] as const,
  history: (id: string) => ["admin", "closing-files", "file", id, "history"] as const,
  documents: (id: string) => ["admin", "closing-files", "file", id, "documents"] as const,
  /** The file's conversation: its id and "messages", as the live stream's invalidation matches (app/lib/live). */
  messages: (id: string) => ["admin", "closing-files", "file", id, "messages"] as const,
  request: (id: string) => ["admin", "closing-files", "request", id] as const,
};

export function useClosingFiles(q: string, filter: FileFilter) {
  return useInfiniteQuery({
    queryKey: closingKeys.list(q, filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: "25" });
      if (q) query.set("q", q);
      if (filter !== "all") query.set("state", filter);
      if (pageParam) query.set("cursor", pageParam);
      return api.get(`${API}?${query.toString()}`, { schema: closingFilePageSchema, signal });
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useClosingFile(id: string) {
  return useQuery({
    queryKey: closingKeys.file(id),
    queryFn: ({ signal }) => api.get(fileApi(id), { schema: staffClosingFileSchema, signal }),
  });
}

export function useFileHistory(id: string) {
  return useInfiniteQuery({
    queryKey: closingKeys.history(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`${fileApi(id)}/history?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, { schema: closingMilestoneChangePageSchema, signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useSourceRequest(requestId: string | null) {
  return useQuery({
    queryKey: closingKeys.request(requestId ?? ""),
    queryFn: ({ signal }) => api.get(`/api/v1/admin/service-requests/${encodeURIComponent(requestId!)}`, { schema: sourceRequestSchema, signal }),
    enabled: requestId !== null,
  });
}

async function afterChange(queryClient: QueryClient, id: string, file?: StaffClosingFile) {
  if (file) queryClient.setQueryData(closingKeys.file(id), file);
  await Promise.all([
    file ? undefined : queryClient.invalidateQueries({ queryKey: closingKeys.file(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: closingKeys.history(id) }),
    queryClient.invalidateQueries({ queryKey: closingKeys.lists }),
  ]);
}

/** A new file, from scratch or (with `requestId`) from a service request. */
export function useOpenFile(requestId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post(requestId ? `/api/v1/admin/service-requests/${encodeURIComponent(requestId)}/closing-file` : API, body, { schema: staffClosingFileSchema }),
    onSuccess: async (file) => {
      queryClient.setQueryData(closingKeys.file(file.id), file);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: closingKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ["admin", "service-requests"] }),
      ]);
    },
  });
}

export function useUpdateFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.patch(fileApi(id), body, { schema: staffClosingFileSchema }),
    onSuccess: (file) => afterChange(queryClient, id, file),
  });
}

export function useMoveMilestone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MilestoneChange) => api.post(`${fileApi(id)}/milestones`, change, { schema: staffClosingFileSchema }),
    onSuccess: (file) => afterChange(queryClient, id, file),
  });
}

export function useSaveParty(id: string, partyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      partyId
        ? api.patch(`${fileApi(id)}/parties/${encodeURIComponent(partyId)}`, body, { schema: closingPartySchema })
        : api.post(`${fileApi(id)}/parties`, body, { schema: closingPartySchema }),
    onSuccess: () => afterChange(queryClient, id),
  });
}

export function useRemoveParty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partyId: string) => api.delete(`${fileApi(id)}/parties/${encodeURIComponent(partyId)}`),
    onSuccess: () => afterChange(queryClient, id),
  });
}

export function useDocuments(id: string) {
  return useQuery({
    queryKey: closingKeys.documents(id),
    queryFn: ({ signal }) => api.get(`${fileApi(id)}/documents`, { schema: closingDocumentListSchema, signal }),
  });
}

function useDocumentsChanged(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: closingKeys.documents(id) });
}

export function useUploadDocument(id: string) {
  const changed = useDocumentsChanged(id);
  return useMutation({
    mutationFn: (form: FormData) => api.post(`${fileApi(id)}/documents`, form, { schema: closingDocumentSchema }),
    onSuccess: changed,
  });
}

export function useUpdateDocument(id: string) {
  const changed = useDocumentsChanged(id);
  return useMutation({
    mutationFn: ({ docId, visibility }: { docId: string; visibility: DocumentVisibility }) =>
      api.patch(`${fileApi(id)}/documents/${encodeURIComponent(docId)}`, { visibility }, { schema: closingDocumentSchema }),
    onSuccess: changed,
  });
}

export function useDeleteDocument(id: string) {
  const changed = useDocumentsChanged(id);
  return useMutation({
    mutationFn: (docId: string) => api.delete(`${fileApi(id)}/documents/${encodeURIComponent(docId)}`),
    onSuccess: changed,
  });
}

export function useDocumentLink(id: string) {
  return useMutation({
    mutationFn: (docId: string) => api.post(`${fileApi(id)}/documents/${encodeURIComponent(docId)}/link`, undefined, { schema: closingDocumentLinkSchema }),
  });
}

export function useIssueStatusLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${fileApi(id)}/status-link`, { send: true }, { schema: issuedStatusLinkSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closingKeys.file(id), exact: true }),
  });
}

export function useRevokeStatusLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`${fileApi(id)}/status-link`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closingKeys.file(id), exact: true }),
  });
}
