/** The staff answer for a file (core/api/closing-file.ts): the shared detail (closing-file-read.ts), staff's fields, and the live status link. */
import { pathIdOf } from "#server/api/path-params.ts";
import { AppError } from "#server/http/errors.ts";
import type { Services } from "#server/services.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { detailOf, loadFile } from "#server/closing/closing-file-read.ts";
import type { StaffClosingFile } from "#core/api/closing-file.ts";
import { statusLinkJson } from "#server/closing/status-link-issue.ts";
import { liveStatusLinkRow } from "#server/closing/status-links.queries.ts";

export const fileNotFound = () => new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);


/** A file id from the path, or the file's 404 (pathIdOf). */
export function fileIdOf(id: string): string {
  return pathIdOf(id, CLOSING_FILE_MESSAGES.notFound);
}

export async function staffFile(ctx: Services, fileId: string): Promise<StaffClosingFile> {
  const loaded = await loadFile(ctx.db, fileId);
  if (!loaded) throw fileNotFound();
  const link = await liveStatusLinkRow(ctx.db, fileId);
  return {
    ...detailOf(loaded),
    notes: loaded.file.notes,
    closer_name: loaded.file.closerName,
    closer_phone: loaded.file.closerPhone,
    service_request_id: loaded.file.serviceRequestId,
    seller_loan_count: loaded.file.sellerLoanCount,
    extra_counties: loaded.file.extraCounties,
    private_sewage: loaded.file.privateSewage,
    office: loaded.file.office,
    funds_due_cents: loaded.file.fundsDueCents,
    updated_at: loaded.file.updatedAt.toISOString(),
    status_link: link ? await statusLinkJson(ctx, link, loaded.file.completedAt) : null,
  };
}
