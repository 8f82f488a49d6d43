/**
 * The dashboard's reads and writes through the one API client (app/lib/api/api-client.ts).
 * Mutations invalidate what they change: an order adds to "My orders" (it becomes a service
 * request staff pick up), a leaderboard name changes the GOAT standing.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardClosingFilePageSchema, dashboardTotalsSchema } from "#core/api/dashboard.ts";
import { goatStandingSchema, savedLeaderboardNameSchema } from "#core/api/goat.ts";
import { orderPageSchema, orderReceiptSchema } from "#core/api/order.ts";
import { resourceListSchema } from "#core/api/resource.ts";
import type { LeaderboardName } from "#core/content/offers/goat-leaderboard.ts";
import type { DashboardOrderService } from "#core/domain/enums.ts";
import { api } from "#app/lib/api/api-client.ts";

export const dashboardKeys = {
  closingFiles: ["dashboard", "closing-files"] as const,
  totals: ["dashboard", "totals"] as const,
  goat: ["dashboard", "goat"] as const,
  resources: ["dashboard", "resources"] as const,
  orders: ["dashboard", "orders"] as const,
};

/** The closing files the user is a party of (agent or lender), newest first as the API orders them, ten at a time. */
export function useClosingFiles() {
  return useInfiniteQuery({
    queryKey: dashboardKeys.closingFiles,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/v1/closing-files?limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, { schema: dashboardClosingFilePageSchema, signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useTotals() {
  return useQuery({ queryKey: dashboardKeys.totals, queryFn: ({ signal }) => api.get("/api/v1/dashboard", { schema: dashboardTotalsSchema, signal }) });
}

export function useGoatStanding() {
  return useQuery({ queryKey: dashboardKeys.goat, queryFn: ({ signal }) => api.get("/api/v1/goat", { schema: goatStandingSchema, signal }) });
}

export function useResources() {
  return useQuery({
    queryKey: dashboardKeys.resources,
    queryFn: ({ signal }) => api.get("/api/v1/resources", { schema: resourceListSchema, signal }),
    // The links expire (10 minutes by default): fetch fresh ones well before.
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
  });
}

export function useOrderService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (service: DashboardOrderService) => api.post("/api/v1/orders", { service_type: service }, { schema: orderReceiptSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.orders }),
  });
}

/** "My orders": the caller's service requests, newest first, ten at a time. */
export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: dashboardKeys.orders,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/v1/orders?limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, { schema: orderPageSchema, signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useSaveLeaderboardName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: LeaderboardName) => api.put("/api/v1/goat/leaderboard-name", value, { schema: savedLeaderboardNameSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.goat }),
  });
}
