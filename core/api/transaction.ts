/** The wire shape of the caller's transactions (GET /api/v1/transactions, server/api/transactions/). */
import { z } from "zod";
import { TRANSACTION_STATUS_VALUES } from "../domain/enums.ts";
import { pageSchemaOf } from "./page.ts";

export const transactionSchema = z
  .object({
    id: z.string().uuid(),
    type: z.string().meta({ example: "sale" }),
    status: z.enum(TRANSACTION_STATUS_VALUES),
    property_address: z.string().nullable().meta({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    closing_date: z.string().nullable().meta({ example: "2026-12-18" }),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "Transaction" });
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = pageSchemaOf(transactionSchema, "TransactionPage");
export type TransactionPage = z.infer<typeof transactionPageSchema>;
