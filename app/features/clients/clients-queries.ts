/**
 * Client management's reads and writes through the one API client (app/lib/api/api-client.ts).
 * Mutations invalidate what they change: adding, editing or deleting a client changes the list
 * (and the client); sending changes that client's history.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  clientDetailSchema,
  clientPageSchema,
  clientSchema,
  communicationPageSchema,
  communicationSchema,
  type Communication,
} from "#core/api/client.ts";
import { emailTemplateListSchema } from "#core/api/email-template.ts";
import type { ClientInput } from "#core/clients/client-fields.ts";
import type { SendCommunicationInput } from "#core/clients/communication-fields.ts";
import { api } from "#app/lib/api/api-client.ts";

export const clientKeys = {
  all: ["clients"] as const,
  list: (search: string) => ["clients", "list", search] as const,
  detail: (id: string) => ["clients", "detail", id] as const,
  history: (id: string) => ["clients", "history", id] as const,
  templates: ["email-templates"] as const,
};

const PAGE = 25;
const withCursor = (path: string, cursor: string | null) => (cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path);

export function useClients(search: string) {
  return useInfiniteQuery({
    queryKey: clientKeys.list(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(withCursor(`/api/v1/clients?limit=${PAGE}${search ? `&q=${encodeURIComponent(search)}` : ""}`, pageParam), {
        schema: clientPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/v1/clients/${encodeURIComponent(id)}`, { schema: clientDetailSchema, signal }),
  });
}

export function useAddClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: ClientInput) => api.post("/api/v1/clients", client, { schema: clientSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["clients", "list"] }),
  });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: ClientInput) => api.put(`/api/v1/clients/${encodeURIComponent(id)}`, client, { schema: clientSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useDeleteClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/v1/clients/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: ["clients", "list"] });
    },
  });
}

export function useEmailTemplates() {
  return useQuery({
    queryKey: clientKeys.templates,
    queryFn: ({ signal }) => api.get("/api/v1/email-templates", { schema: emailTemplateListSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/** A message is on its way while queued (or a text not yet confirmed delivered in its first minutes). */
export function onItsWay(c: Communication, now = Date.now()): boolean {
  if (c.status === "queued") return true;
  return c.type === "sms" && c.status === "sent" && now - Date.parse(c.created_at) < 10 * 60_000;
}

export function useCommunications(clientId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: clientKeys.history(clientId),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(withCursor(`/api/v1/clients/${encodeURIComponent(clientId)}/communications?limit=20`, pageParam), {
        schema: communicationPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor,
    // The history refreshes by itself while a message is still on its way.
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.data.some((c) => onItsWay(c))) ? 3_000 : false),
  });
}

export function useSendCommunication(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendCommunicationInput) =>
      api.post(`/api/v1/clients/${encodeURIComponent(clientId)}/communications`, message, { schema: communicationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.history(clientId) }),
  });
}
