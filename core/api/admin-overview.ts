/** The admin overview's stat cards (GET /api/v1/admin/overview). */
import { z } from "zod";

export const adminOverviewSchema = z
  .object({
    total_users: z.number().int().min(0),
    agents: z.number().int().min(0).meta({ description: "Accounts of type agent" }),
    lenders: z.number().int().min(0).meta({ description: "Accounts of type lender" }),
    total_transactions: z.number().int().min(0),
  })
  .meta({ id: "AdminOverview" });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
