/**
 * The admin area's people side through the one API client (app/lib/api/api-client.ts): the
 * overview's counts, users with their role and transaction count, the audit log, outbound
 * messages and the resource documents.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserRole } from "#core/domain/enums.ts";
import { api } from "#app/lib/api/api-client.ts";
import type { DocumentFilter, MessageChannel } from "#core/admin/people-filters.ts";
import { adminDocumentListSchema } from "#core/api/admin-documents.ts";
import { auditPageSchema } from "#core/api/admin-audit.ts";
import { adminOverviewSchema } from "#core/api/admin-overview.ts";
import { adminUserPageSchema, adminUserSchema, type AdminUser } from "#core/api/admin-users.ts";
import { outboundMessagePageSchema } from "#core/api/outbound-messages.ts";
import type { Page } from "#core/api/page.ts";
import { apiQuery, type AuditView } from "./list-params.ts";

export const peopleKeys = {
  overview: ["admin", "overview"] as const,
  users: ["admin", "users"] as const,
  userPage: (query: string) => ["admin", "users", query] as const,
  audit: (view: AuditView) => ["admin", "audit", view] as const,
  messages: (channel: MessageChannel | null) => ["admin", "messages", channel] as const,
  documents: (filter: DocumentFilter) => ["admin", "documents", filter] as const,
};

const withCursor = (path: string, cursor: string | null) => (cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path);

export function useOverview() {
  return useQuery({
    queryKey: peopleKeys.overview,
    queryFn: ({ signal }) => api.get("/api/v1/admin/overview", { schema: adminOverviewSchema, signal }),
  });
}

export function useUserPage(params: URLSearchParams, limit: number) {
  const query = apiQuery(params, limit);
  return useQuery({
    queryKey: peopleKeys.userPage(query),
    queryFn: ({ signal }) => api.get(`/api/v1/admin/users?${query}`, { schema: adminUserPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a change to a user: the row in every cached page, then the counts and the audit log. */
function useUserChanged() {
  const queryClient = useQueryClient();
  return async (user: AdminUser) => {
    queryClient.setQueriesData<Page<AdminUser>>(
      { queryKey: peopleKeys.users },
      (page) => page && { ...page, data: page.data.map((u) => (u.id === user.id ? user : u)) },
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: peopleKeys.overview }),
      queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
      // The viewer may have changed their own role.
      queryClient.invalidateQueries({ queryKey: ["me"] }),
    ]);
  };
}

export function useSetRole() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) =>
      api.patch(`/api/v1/admin/users/${encodeURIComponent(id)}/role`, { role }, { schema: adminUserSchema }),
    onSuccess: changed,
  });
}

export function useSetTransactionCount() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, count }: { id: string; count: number }) =>
      api.put(`/api/v1/admin/users/${encodeURIComponent(id)}/transaction-count`, { count }, { schema: adminUserSchema }),
    onSuccess: changed,
  });
}

export function useSetSending() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      api.put(`/api/v1/admin/users/${encodeURIComponent(id)}/sending`, { suspended }, { schema: adminUserSchema }),
    onSuccess: changed,
  });
}

export function useAuditLog(view: AuditView) {
  const base = new URLSearchParams({ limit: "25" });
  if (view.kind) base.set("kind", view.kind);
  if (view.actor) base.set("actor", view.actor);
  if (view.file) base.set("file", view.file);
  return useInfiniteQuery({
    queryKey: peopleKeys.audit(view),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(withCursor(`/api/v1/admin/audit?${base.toString()}`, pageParam), { schema: auditPageSchema, signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useOutboundMessages(channel: MessageChannel | null) {
  return useInfiniteQuery({
    queryKey: peopleKeys.messages(channel),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(withCursor(`/api/v1/admin/messages?limit=25${channel ? `&channel=${channel}` : ""}`, pageParam), {
        schema: outboundMessagePageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useAdminDocuments(filter: DocumentFilter) {
  return useQuery({
    queryKey: peopleKeys.documents(filter),
    queryFn: ({ signal }) => api.get(`/api/v1/admin/documents?type=${filter}`, { schema: adminDocumentListSchema, signal }),
    // The links are signed and expire: fetch them again well before (the server's TTL is minutes).
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });
}
