/** The completion e-mail's statement (server/closing/completion-notice.ts). */
import { and, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { outbox } from "#db/schema/index.ts";

/** What the completion e-mails are queued as, so each person gets one per file. */
export const COMPLETION_MAIL_KIND = "closing.completion";

/** The addresses that already have the file's completion e-mail (queued, sent or failed). */
export async function completionMailedTo(tx: AppDb, fileId: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ to: outbox.toAddress })
    .from(outbox)
    .where(and(eq(outbox.refId, fileId), eq(outbox.kind, COMPLETION_MAIL_KIND)));
  return new Set(rows.map((r) => r.to));
}
