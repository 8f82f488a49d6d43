/** The staff list of closing files: newest first, by keyset, with the state filter and the trigram search. */
import { and, desc, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFileSearchText, closingFiles } from "#db/schema/index.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import type { CLOSING_STATE_FILTERS } from "./closing-admin-schemas.ts";

export interface FileFilter {
  state?: (typeof CLOSING_STATE_FILTERS)[number];
  /** Trimmed; empty means every file. */
  q?: string;
}

/** `%text%` for ILIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const STATE = {
  open: isNull(closingFiles.completedAt),
  blocked: sql`${closingFiles.blocked}`,
  complete: isNotNull(closingFiles.completedAt),
} as const;

/**
 * Up to `limit` files after the cursor. The search is ILIKE on exactly closingFileSearchText, the
 * expression the trigram index is built on, so the index finds the matches instead of a scan.
 */
export function listFiles(db: AppDb, filter: FileFilter, cursor: Cursor | undefined, limit: number) {
  return db
    .select({ file: closingFiles, id: closingFiles.id, cursorAt: cursorAt(closingFiles.createdAt) })
    .from(closingFiles)
    .where(
      and(
        filter.state ? STATE[filter.state] : undefined,
        filter.q ? sql`${closingFileSearchText(closingFiles)} ilike ${contains(filter.q.toLowerCase())}` : undefined,
        afterCursor(closingFiles.createdAt, closingFiles.id, cursor),
      ),
    )
    .orderBy(desc(closingFiles.createdAt), desc(closingFiles.id))
    .limit(limit);
}
