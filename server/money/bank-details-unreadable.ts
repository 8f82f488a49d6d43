/**
 * Bank details at rest that fail their integrity check (a tampered row, a master key dropped too
 * soon): refused with 409 `bank_details_unreadable`, a warning in the log and an audit row, never
 * shown and never a 500 — as closing documents are (server/api/documents/open-document.ts). Every
 * caller opens sealed details outside its transaction, so the audit row stays when the request
 * ends in the refusal.
 */
import type { Services } from "#server/services.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { DecryptionError } from "#server/crypto/crypto-errors.ts";
import { AppError } from "#server/http/errors.ts";

export const BANK_DETAILS_UNREADABLE_MESSAGE =
  "These bank details cannot be opened: their stored copy failed its integrity check, so they are not shown. They need to be entered again; call the office if you are a buyer or seller.";

export interface SealedTarget {
  /** The audit action: `closing_file.bank_details_unreadable` or `office_wire.unreadable`. */
  action: string;
  targetType: "closing_file" | "office_wire_instructions";
  targetId: string;
  /** Which row, for the audit payload (ids only, never details). */
  detail: Record<string, string>;
}

export function isBankDetailsUnreadable(err: unknown): err is AppError {
  return err instanceof AppError && err.code === "bank_details_unreadable";
}

/** `open()`'s result, or the refusal (logged and audited) when it fails decryption. */
export async function openOrRefuse<T>(ctx: Pick<Services, "db" | "logger">, target: SealedTarget, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (err) {
    if (!(err instanceof DecryptionError)) throw err;
    ctx.logger.warn({ ...target.detail, targetId: target.targetId, code: err.code }, "bank details refused: they failed decryption");
    await writeAudit(ctx.db, { actorId: null, action: target.action, targetType: target.targetType, targetId: target.targetId, payload: { ...target.detail, code: err.code } });
    throw new AppError(409, "bank_details_unreadable", BANK_DETAILS_UNREADABLE_MESSAGE);
  }
}
