/**
 * A closing file's requests and file events written straight into a test database (issue 30), for
 * the notifier's and the digest's tests: the rows server/closing/requests/ writes, without its routes.
 */
import { sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFileEvents, closingRequests } from "#db/schema/index.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { RequestKind, RequestOwner, RequestStatus } from "#core/closing/request-types.ts";

export async function addRequest(
  db: AppDb,
  fileId: string,
  values: { owner: RequestOwner; title?: string; kind?: RequestKind; dueOn?: string | null; status?: RequestStatus; visibility?: DocumentVisibility; reviewNote?: string; answeredBy?: string },
) {
  const [row] = await db
    .insert(closingRequests)
    .values({
      fileId,
      kind: values.kind ?? "other",
      title: values.title ?? "Signed purchase agreement and addenda",
      instructions: "Upload the purchase agreement as signed by both sides, with every addendum.",
      owner: values.owner,
      dueOn: values.dueOn ?? null,
      status: values.status ?? "open",
      visibility: values.visibility ?? "professionals",
      reviewNote: values.reviewNote ?? null,
      answeredBy: values.answeredBy ?? null,
      answeredAt: values.answeredBy ? new Date() : null,
    })
    .returning();
  return row!;
}

/** A file event made `secondsAgo` seconds ago. */
export async function addFileEvent(
  db: AppDb,
  fileId: string,
  kind: string,
  opts: { requestId?: string; tellStaff?: boolean; secondsAgo?: number; payload?: Record<string, unknown>; actorLabel?: string } = {},
) {
  const [row] = await db
    .insert(closingFileEvents)
    .values({
      fileId,
      kind,
      requestId: opts.requestId ?? null,
      tellStaff: opts.tellStaff ?? false,
      payload: opts.payload ?? {},
      actorLabel: opts.actorLabel ?? null,
      createdAt: sql`now() - (${opts.secondsAgo ?? 0} * interval '1 second')`,
    })
    .returning();
  return row!;
}
