/**
 * The closing file a client's e-mail is about (template-values.routes.ts): one of the sender's
 * files (their proven address on an agent or lender party row, as file-access.ts opens files)
 * with the client's address on any party row. The next closing first, then files not scheduled
 * yet (newest first), then past closings (latest first).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingParties } from "#db/schema/index.ts";
import { hasPartyEmail } from "#server/closing/file-access.queries.ts";

export async function senderFileWithParty(db: AppDb, senderEmail: string, clientEmail: string) {
  const rank = sql`case when ${closingFiles.closingAt} >= now() then 0 when ${closingFiles.closingAt} is null then 1 else 2 end`;
  const [row] = await db
    .select({
      fileNumber: closingFiles.fileNumber,
      propertyAddress: closingFiles.propertyAddress,
      closingAt: closingFiles.closingAt,
      closingTimeSet: closingFiles.closingTimeSet,
      closingPlace: closingFiles.closingPlace,
      closingLocation: closingFiles.closingLocation,
    })
    .from(closingFiles)
    .where(
      and(
        hasPartyEmail(closingFiles.id, senderEmail),
        sql`exists (select 1 from ${closingParties} where ${closingParties.fileId} = ${closingFiles.id} and ${eq(closingParties.email, clientEmail.toLowerCase())})`,
      ),
    )
    .orderBy(
      asc(rank),
      asc(sql`case when ${closingFiles.closingAt} >= now() then ${closingFiles.closingAt} end`),
      desc(sql`case when ${closingFiles.closingAt} < now() then ${closingFiles.closingAt} end`),
      desc(closingFiles.createdAt),
    )
    .limit(1);
  return row;
}
