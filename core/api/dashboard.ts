/**
 * The wire shapes the dashboard reads besides those of their own resources (core/api/goat.ts,
 * core/api/resource.ts, core/api/order.ts): the caller's totals (GET /api/v1/dashboard,
 * server/api/dashboard/dashboard.routes.ts), and the fields of the caller's closing files
 * (GET /api/v1/closing-files) that its panel shows, newest first.
 */
import { z } from "zod";
import { CLOSING_KIND_VALUES } from "../closing/milestones.ts";
import { pageSchemaOf } from "./page.ts";

export const dashboardTotalsSchema = z
  .object({
    total_transactions: z.number().int().min(0),
    monthly_transactions: z.number().int().min(0).meta({ description: "Created this calendar month, America/Chicago" }),
    ce_credits_url: z.string().meta({ description: "The continuing-education partner of the free CE credits card" }),
  })
  .meta({ id: "Dashboard" });
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/**
 * What the panel shows of each file of GET /api/v1/closing-files. The server's answer has more
 * fields (server/api/closing-files/closing-files.routes.ts); tests/api-shapes/portal.db.test.ts
 * fails when these stop being a part of it.
 */
export const dashboardClosingFileSchema = z.object({
  id: z.string().uuid(),
  file_number: z.string(),
  property_address: z.string(),
  kind: z.enum(CLOSING_KIND_VALUES),
  closing_date: z.string().nullable(),
  closing_time: z.string().nullable(),
  next_label: z.string().nullable(),
  progress_percent: z.number().int(),
  blocked: z.boolean(),
  completed_at: z.string().nullable(),
});
export type DashboardClosingFile = z.infer<typeof dashboardClosingFileSchema>;

export const dashboardClosingFilePageSchema = pageSchemaOf(dashboardClosingFileSchema);
