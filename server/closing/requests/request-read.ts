/** Reading a file's requests for an actor: only those they may see (core/closing/file-actor.ts), with their documents. */
import type { AppDb } from "#db/client.ts";
import type { ClosingRequestRow } from "#db/schema/index.ts";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import { canSeeRequest, type FileActor } from "#core/closing/file-actor.ts";
import { REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import type { RequestOwner } from "#core/closing/request-types.ts";
import { AppError } from "#server/http/errors.ts";
import { iowaToday } from "../milestone-move.ts";
import { requestJson } from "./request-json.ts";
import { documentsOfRequests, requestOfFile, requestsOfFile } from "./requests.queries.ts";

export const requestNotFound = () => new AppError(404, "not_found", REQUEST_MESSAGES.notFound);

export function visibleTo(actor: FileActor, row: Pick<ClosingRequestRow, "owner" | "visibility">): boolean {
  return canSeeRequest(actor, { owner: row.owner as RequestOwner, visibility: row.visibility as DocumentVisibility });
}

/** Every request of the file the actor may see, in due order (the caller has checked the file is theirs). */
export async function visibleRequests(db: AppDb, fileId: string, actor: FileActor, now = new Date()): Promise<ClosingRequest[]> {
  const rows = (await requestsOfFile(db, fileId)).filter((r) => visibleTo(actor, r));
  const documents = await documentsOfRequests(
    db,
    rows.map((r) => r.id),
  );
  const today = iowaToday(now);
  return rows.map((r) => requestJson(r, documents.get(r.id) ?? [], actor, today));
}

/** A request as the actor reads it; 404 for another file's or one they may not see. */
export async function requestView(db: AppDb, fileId: string, requestId: string, actor: FileActor, now = new Date()): Promise<ClosingRequest> {
  const row = await requestOfFile(db, fileId, requestId);
  if (!row || !visibleTo(actor, row)) throw requestNotFound();
  return viewOf(db, row, actor, now);
}

export async function viewOf(db: AppDb, row: ClosingRequestRow, actor: FileActor, now = new Date()): Promise<ClosingRequest> {
  const documents = await documentsOfRequests(db, [row.id]);
  return requestJson(row, documents.get(row.id) ?? [], actor, iowaToday(now));
}
