/**
 * The dashboard's reads and writes through the one API client (app/lib/api/api-client.ts).
 * Mutations invalidate what they change: an order changes nothing listed here (it becomes a
 * service request staff pick up), a leaderboard name changes the GOAT standing.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { DashboardOrderService } from "../../../core/domain/enums.ts";
import { CLOSING_KIND_VALUES } from "../../../core/closing/milestones.ts";
import type { LeaderboardName } from "../../../core/content/offers/goat-leaderboard.ts";
import { api } from "../../lib/api/api-client.ts";

const closingFileSchema = z.object({
  id: z.string(),
  file_number: z.string(),
  property_address: z.string(),
  kind: z.enum(CLOSING_KIND_VALUES),
  closing_date: z.string().nullable(),
  closing_time: z.string().nullable(),
  next_label: z.string().nullable(),
  progress_percent: z.number(),
  blocked: z.boolean(),
  completed_at: z.string().nullable(),
});
export type DashboardClosingFile = z.infer<typeof closingFileSchema>;
const closingFilePageSchema = z.object({ data: z.array(closingFileSchema), next_cursor: z.string().nullable() });

const totalsSchema = z.object({ total_transactions: z.number(), monthly_transactions: z.number(), ce_credits_url: z.string() });

const levelSchema = z.object({ id: z.string(), name: z.string(), min_transactions: z.number() });
const leaderboardNameSchema = z.object({ show_name: z.boolean(), display_name: z.string().nullable() });
const goatSchema = z.object({
  year: z.number(),
  closings: z.number(),
  level: levelSchema.nullable(),
  next_level: levelSchema.extend({ remaining: z.number() }).nullable(),
  progress: z.number(),
  rank: z.number().nullable(),
  leaderboard: z.array(z.object({ rank: z.number(), name: z.string(), closings: z.number(), is_you: z.boolean() })),
  leaderboard_name: leaderboardNameSchema,
});
export type GoatStanding = z.infer<typeof goatSchema>;

const resourceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  format: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type DashboardResource = z.infer<typeof resourceSchema>;

const orderReceiptSchema = z.object({ id: z.string(), service_type: z.string(), status: z.string(), created_at: z.string() });

export const dashboardKeys = {
  closingFiles: ["dashboard", "closing-files"] as const,
  totals: ["dashboard", "totals"] as const,
  goat: ["dashboard", "goat"] as const,
  resources: ["dashboard", "resources"] as const,
};

/** The closing files the user is a party of (agent or lender), newest first as the API orders them, ten at a time. */
export function useClosingFiles() {
  return useInfiniteQuery({
    queryKey: dashboardKeys.closingFiles,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/v1/closing-files?limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, { schema: closingFilePageSchema, signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useTotals() {
  return useQuery({ queryKey: dashboardKeys.totals, queryFn: ({ signal }) => api.get("/api/v1/dashboard", { schema: totalsSchema, signal }) });
}

export function useGoatStanding() {
  return useQuery({ queryKey: dashboardKeys.goat, queryFn: ({ signal }) => api.get("/api/v1/goat", { schema: goatSchema, signal }) });
}

export function useResources() {
  return useQuery({
    queryKey: dashboardKeys.resources,
    queryFn: ({ signal }) => api.get("/api/v1/resources", { schema: z.object({ data: z.array(resourceSchema) }), signal }),
    // The links expire (10 minutes by default): fetch fresh ones well before.
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
  });
}

export function useOrderService() {
  return useMutation({
    mutationFn: (service: DashboardOrderService) => api.post("/api/v1/orders", { service_type: service }, { schema: orderReceiptSchema }),
  });
}

export function useSaveLeaderboardName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: LeaderboardName) => api.put("/api/v1/goat/leaderboard-name", value, { schema: leaderboardNameSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.goat }),
  });
}
