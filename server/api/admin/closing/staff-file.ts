/** The StaffFile answer: the shared detail (closing-file-read.ts), staff's fields, and the live status link. */
import { AppError } from "../../../http/errors.ts";
import type { Services } from "../../../services.ts";
import { CLOSING_FILE_MESSAGES } from "../../../../core/closing/closing-file-fields.ts";
import { detailOf, loadFile } from "../../../closing/closing-file-read.ts";
import type { StaffFileSchema } from "../../../closing/closing-file-schemas.ts";
import { statusLinkJson } from "../../../closing/status-link-issue.ts";
import { liveStatusLinkRow } from "../../../closing/status-links.queries.ts";
import type { z } from "@hono/zod-openapi";

export const fileNotFound = () => new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path: anything that is not an id we could have issued is simply not found. */
export function fileIdOf(id: string): string {
  if (!UUID.test(id)) throw fileNotFound();
  return id.toLowerCase();
}

export async function staffFile(ctx: Services, fileId: string): Promise<z.infer<typeof StaffFileSchema>> {
  const loaded = await loadFile(ctx.db, fileId);
  if (!loaded) throw fileNotFound();
  const link = await liveStatusLinkRow(ctx.db, fileId);
  return {
    ...detailOf(loaded),
    notes: loaded.file.notes,
    service_request_id: loaded.file.serviceRequestId,
    updated_at: loaded.file.updatedAt.toISOString(),
    status_link: link ? await statusLinkJson(ctx, link, loaded.file.completedAt) : null,
  };
}
