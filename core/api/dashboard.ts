/**
 * The wire shapes the dashboard reads besides those of their own resources (core/api/goat.ts,
 * core/api/resource.ts, core/api/order.ts): the caller's totals (GET /api/v1/dashboard,
 * server/api/dashboard/dashboard.routes.ts), and the fields of the caller's closing files
 * (GET /api/v1/closing-files) that its panel shows, newest first.
 */
import { z } from "zod";
import { partyClosingFileListItemSchema } from "./closing-file.ts";
import { pageSchemaOf } from "./page.ts";

export const dashboardTotalsSchema = z
  .object({
    total_transactions: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Every transaction and every closing file that reached Closed and disbursed with the caller as agent or lender" }),
    monthly_transactions: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Those dated this calendar month, America/Chicago (closing date, else the day entered; a file by its closing day)" }),
    ce_credits_url: z.string().meta({ description: "The continuing-education partner of the free CE credits card" }),
  })
  .meta({ id: "Dashboard" });
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/** What the panel shows of each file of GET /api/v1/closing-files (core/api/closing-file.ts): unknown keys are dropped. */
export const dashboardClosingFileSchema = partyClosingFileListItemSchema.pick({
  id: true,
  file_number: true,
  property_address: true,
  kind: true,
  closing_date: true,
  closing_time: true,
  next_label: true,
  progress_percent: true,
  blocked: true,
  completed_at: true,
  unread: true,
});
export type DashboardClosingFile = z.infer<typeof dashboardClosingFileSchema>;

export const dashboardClosingFilePageSchema = pageSchemaOf(dashboardClosingFileSchema);
