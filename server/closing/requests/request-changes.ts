/**
 * Staff's changes to a file's requests (docs/requests-contract.md): a request added by hand, and
 * an edit and/or a review (accept, send back, waive, reopen). Each is one transaction with its
 * file event (closing_file_events) and its audit row, under the request's row lock, so two staff
 * reviewing one answer at once cannot both pass the status check.
 */
import type { AppDb } from "#db/client.ts";
import type { ClosingRequestRow } from "#db/schema/index.ts";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { visibilityFor } from "#core/closing/request-kinds.ts";
import { REQUEST_MESSAGES, type RequestCreate, type RequestPatch } from "#core/closing/request-input.ts";
import type { RequestKind, RequestOwner, RequestStatus } from "#core/closing/request-types.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import { lockFile } from "../milestone-move.ts";
import type { RequestCaller } from "./request-actor.ts";
import { requestNotFound, viewOf } from "./request-read.ts";
import { auditRequest, factsRowOf, insertFileEvents, insertRequest, requestOfFile, updateRequest } from "./requests.queries.ts";

export const REVIEW_MESSAGES = {
  notSettled: "Only an accepted or waived request can be reopened.",
} as const;

/** A party role as owner must be on the file (a 400 naming `owner`); staff always is. */
async function checkOwnerOnFile(db: AppDb, fileId: string, owner: RequestOwner) {
  if (owner === "staff") return;
  const facts = await factsRowOf(db, fileId);
  if (!facts?.roles.includes(owner)) throw validationFailed({ owner: REQUEST_MESSAGES.ownerNotOnFile });
}

/** A request staff add by hand (no rule key: never matched by the rules). 404 for no such file. */
export function createRequest(db: AppDb, fileId: string, input: RequestCreate, by: RequestCaller): Promise<ClosingRequest> {
  return db.transaction(async (tx) => {
    await lockFile(tx, fileId);
    await checkOwnerOnFile(tx, fileId, input.owner);
    const row = await insertRequest(tx, {
      fileId,
      kind: input.kind,
      title: input.title,
      instructions: input.instructions,
      owner: input.owner,
      dueOn: input.due_on,
      visibility: input.visibility ?? visibilityFor(input.kind, input.owner),
      createdBy: by.actorUserId,
    });
    await insertFileEvents(tx, [
      { fileId, kind: "request.created", requestId: row.id, actorId: by.actorUserId, actorLabel: by.actorLabel, payload: { title: row.title, kind: row.kind, owner: row.owner, due_on: row.dueOn } },
    ]);
    await auditRequest(tx, "closing_file.request_created", fileId, by, { request_id: row.id, kind: row.kind, title: row.title, owner: row.owner, due_on: row.dueOn });
    return viewOf(tx, row, by.actor);
  });
}

const EDITABLE = { title: "title", instructions: "instructions", owner: "owner", due_on: "dueOn", visibility: "visibility" } as const;

type Review = NonNullable<RequestPatch["action"]>;

const REVIEW_EVENTS: Record<Review, string> = {
  accept: "request.accepted",
  send_back: "request.sent_back",
  waive: "request.waived",
  reopen: "request.reopened",
};

const settled = (status: RequestStatus) => status === "accepted" || status === "waived";

/** The columns a review sets, or its 409 when the request's status does not allow it. */
function reviewOf(row: ClosingRequestRow, action: Review, reason: string | undefined, by: RequestCaller): Partial<ClosingRequestRow> {
  const status = row.status as RequestStatus;
  const reviewed = { reviewedBy: by.actorUserId, reviewedAt: new Date() };
  switch (action) {
    case "accept":
      if (status !== "submitted") throw new AppError(409, "request_not_submitted", REQUEST_MESSAGES.notSubmitted);
      return { status: "accepted", reviewNote: null, ...reviewed };
    case "send_back":
      if (status !== "submitted") throw new AppError(409, "request_not_submitted", REQUEST_MESSAGES.notSubmitted);
      return { status: "open", reviewNote: reason ?? null, sentBackCount: row.sentBackCount + 1, ...reviewed };
    case "waive":
      if (settled(status)) throw new AppError(409, "request_settled", REQUEST_MESSAGES.alreadySettled);
      return { status: "waived", reviewNote: reason ?? null, ...reviewed };
    case "reopen":
      if (!settled(status)) throw new AppError(409, "request_not_settled", REVIEW_MESSAGES.notSettled);
      // An accepted answer reopened is to be answered again; a waived one is simply needed again.
      return { status: "open", reviewNote: reason ?? null, ...reviewed };
  }
}

/**
 * An edit (the fields sent) and/or one review action, on a request of the file. 404 for another
 * file's request; 409 request_not_submitted (accept, send back an answer not sent),
 * request_settled (waive what is accepted or waived), request_not_settled (reopen what is not).
 */
export function patchRequest(db: AppDb, fileId: string, requestId: string, patch: RequestPatch, by: RequestCaller): Promise<ClosingRequest> {
  return db.transaction(async (tx) => {
    const row = await requestOfFile(tx, fileId, requestId, true);
    if (!row) throw requestNotFound();
    const set: Partial<ClosingRequestRow> = {};
    const changed: string[] = [];
    for (const [field, column] of Object.entries(EDITABLE) as [keyof typeof EDITABLE, (typeof EDITABLE)[keyof typeof EDITABLE]][]) {
      const value = patch[field];
      if (value === undefined || value === row[column]) continue;
      (set as Record<string, unknown>)[column] = value;
      changed.push(field);
    }
    if (set.owner) {
      await checkOwnerOnFile(tx, fileId, set.owner as RequestOwner);
      // A buyer or seller must see what they owe through their status link (visibilityFor).
      const visibility = patch.visibility ?? visibilityFor(row.kind as RequestKind, set.owner as RequestOwner);
      if (visibility !== row.visibility && !changed.includes("visibility")) {
        set.visibility = visibility;
        changed.push("visibility");
      }
    }
    const review = patch.action ? reviewOf(row, patch.action, patch.reason, by) : undefined;
    if (changed.length === 0 && !review) return viewOf(tx, row, by.actor);

    const after = await updateRequest(tx, row.id, { ...set, ...review });
    const base = { fileId, requestId: row.id, actorId: by.actorUserId, actorLabel: by.actorLabel };
    const events = [];
    if (changed.length > 0) {
      events.push({ ...base, kind: "request.updated", payload: { title: after.title, changed, ...Object.fromEntries(changed.map((f) => [f, after[EDITABLE[f as keyof typeof EDITABLE]]])) } });
      await auditRequest(tx, "closing_file.request_changed", fileId, by, {
        request_id: row.id,
        changed,
        from: Object.fromEntries(changed.map((f) => [f, row[EDITABLE[f as keyof typeof EDITABLE]]])),
        to: Object.fromEntries(changed.map((f) => [f, after[EDITABLE[f as keyof typeof EDITABLE]]])),
      });
    }
    if (patch.action) {
      const reason = patch.action === "accept" ? undefined : patch.reason;
      events.push({ ...base, kind: REVIEW_EVENTS[patch.action], payload: { title: after.title, owner: after.owner, ...(reason ? { reason } : {}) } });
      await auditRequest(tx, "closing_file.request_reviewed", fileId, by, {
        request_id: row.id,
        action: patch.action,
        from: row.status,
        to: after.status,
        ...(reason ? { reason } : {}),
      });
    }
    await insertFileEvents(tx, events);
    return viewOf(tx, after, by.actor);
  });
}
