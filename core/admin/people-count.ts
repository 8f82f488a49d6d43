/**
 * A user's transaction count as an administrator edits it (PUT
 * /api/v1/admin/users/{id}/transaction-count): a whole number from 0 to 10,000. The API takes a
 * JSON number; the inline field's text goes through countFieldSchema, which ends in the same rule.
 */
import { z } from "zod";
import { ADMIN_MESSAGES } from "./admin-messages.ts";

/** More than any one account closes; also bounds the rows one edit may insert. */
export const MAX_TRANSACTION_COUNT = 10_000;

const message = ADMIN_MESSAGES.invalidCount;

export const transactionCountSchema = z
  .number({ error: message })
  .int(message)
  .min(0, message)
  .max(MAX_TRANSACTION_COUNT, message);

/** The API's body. */
export const countChangeSchema = z.object({ count: transactionCountSchema });
export type CountChange = z.infer<typeof countChangeSchema>;

/** The inline field's text ("12", " 12 "): digits only, so "", "1.5", "-1" and "1e3" are refused. */
export const countFieldSchema = z
  .string({ error: message })
  .trim()
  .regex(/^\d{1,6}$/, message)
  .transform(Number)
  .pipe(transactionCountSchema);

/** A count below the account's closed-and-disbursed files (which count too, and which no edit removes). */
export function belowClosedFilesMessage(files: number): string {
  return `This account has ${files} closed ${files === 1 ? "file" : "files"} with us, which count too: the count cannot be lower than ${files}.`;
}
