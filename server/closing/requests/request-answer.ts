/**
 * What the owner of a request sends (docs/requests-contract.md): documents uploaded to it
 * (streamed into the file store and type-checked by content, server/api/documents/receive-upload.ts,
 * with the visibility the request's kind gives its documents), and the answer, checked by the kind's own schema
 * (core/closing/request-kinds.ts answerSchemaOf), which makes it submitted for staff to review.
 * The same functions serve agents and lenders (/closing-files/{id}/requests/…) and verified
 * buyers and sellers (/status/{token}/requests/…), each with their RequestCaller.
 *
 * Refusals: a request the caller may not see, or another file's, is 404 not_found. One they may
 * see but do not owe (an agent reading the seller's request of their side) is 403
 * request_not_yours; one they owe that is no longer open (submitted, accepted, waived) is 409
 * request_not_open. A bad answer is 400 validation_failed with each field under `answer.<field>`.
 */
import { randomUUID } from "node:crypto";
import type { AppDb } from "#db/client.ts";
import type { ClosingRequestRow } from "#db/schema/index.ts";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import { canAnswerRequest } from "#core/closing/file-actor.ts";
import { REQUEST_KINDS, answerSchemaOf, factsFromAnswer } from "#core/closing/request-kinds.ts";
import { REQUEST_MESSAGES, type RequestAnswerBodyInput } from "#core/closing/request-input.ts";
import type { RequestKind, RequestOwner, RequestStatus } from "#core/closing/request-types.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import type { Services } from "#server/services.ts";
import { fieldMessages } from "#server/api/openapi.ts";
import { documentJson } from "#server/api/documents/document-schemas.ts";
import { documentById, insertDocument } from "#server/api/documents/documents.queries.ts";
import { receiveUpload, type UploadRequest } from "#server/api/documents/receive-upload.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import { requestAnswerBodySchema } from "#core/closing/request-input.ts";
import { ownerLabel } from "./request-json.ts";
import type { RequestCaller } from "./request-actor.ts";
import { requestNotFound, viewOf, visibleTo } from "./request-read.ts";
import { auditRequest, documentIdsOfRequest, factsRowOf, insertFileEvents, linkDocument, requestOfFile, setPrivateSewage, updateRequest } from "./requests.queries.ts";
import { syncRequests } from "./sync-requests.ts";

export const ANSWER_MESSAGES = {
  notYours: (owner: string) => `This request is for the ${owner.toLowerCase()} on the file; only they can answer it.`,
  documentNotOfRequest: "Send only documents uploaded to this request.",
} as const;

/** The request the caller owes and may answer now; else its 404, 403 or 409. */
function answerable(row: ClosingRequestRow | undefined, by: RequestCaller): ClosingRequestRow {
  if (!row || !visibleTo(by.actor, row)) throw requestNotFound();
  const owner = row.owner as RequestOwner;
  if (!canAnswerRequest(by.actor, { owner, status: "open" })) throw new AppError(403, "request_not_yours", ANSWER_MESSAGES.notYours(ownerLabel(owner)));
  if (!canAnswerRequest(by.actor, { owner, status: row.status as RequestStatus })) throw new AppError(409, "request_not_open", REQUEST_MESSAGES.notOpen);
  return row;
}

export interface AnswerInput extends RequestCaller {
  fileId: string;
  requestId: string;
  /** The body as sent (requestAnswerBodySchema); the answer is checked here by the kind's schema. */
  body: RequestAnswerBodyInput;
  now?: Date;
}

/**
 * The owner's answer: checked, stored, the request submitted, a request.submitted event that
 * tells staff in the file's next batch, the audit row; a fact the answer settles (the seller's
 * private sewage system) is stored on the file, and the requests it calls for are added.
 */
export async function answerRequest(db: AppDb, input: AnswerInput): Promise<ClosingRequest> {
  const body = requestAnswerBodySchema.safeParse(input.body);
  if (!body.success) throw validationFailed(fieldMessages(body.error));
  return db.transaction(async (tx) => {
    const row = answerable(await requestOfFile(tx, input.fileId, input.requestId, true), input);
    const kind = row.kind as RequestKind;
    const parsed = answerSchemaOf(kind).safeParse(body.data.answer);
    const fields: Record<string, string> = {};
    if (!parsed.success) for (const [name, message] of Object.entries(fieldMessages(parsed.error))) fields[name === "_" ? "answer" : `answer.${name}`] = message;
    const kept = await documentIdsOfRequest(tx, row.id);
    if (body.data.document_ids.some((id) => !kept.includes(id.toLowerCase()))) fields.document_ids = ANSWER_MESSAGES.documentNotOfRequest;
    if (REQUEST_KINDS[kind].documents === "required" && kept.length === 0) fields.documents = REQUEST_MESSAGES.documentNeeded;
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const answer = (parsed.data ?? {}) as Record<string, unknown>;

    const after = await updateRequest(tx, row.id, {
      status: "submitted",
      answer,
      answeredAt: input.now ?? new Date(),
      answeredBy: input.actorLabel,
      answeredByUser: input.actorUserId,
      answeredByParty: input.partyId,
      reviewNote: null,
    });
    await insertFileEvents(tx, [
      {
        fileId: input.fileId,
        kind: "request.submitted",
        requestId: row.id,
        actorId: input.actorUserId,
        actorLabel: input.actorLabel,
        payload: { title: row.title, kind, owner: row.owner, documents: kept.length },
        tellStaff: true,
      },
    ]);
    await auditRequest(tx, "closing_file.request_answered", input.fileId, input, {
      request_id: row.id,
      kind,
      documents: kept.length,
    });

    const facts = factsFromAnswer(kind, answer);
    if (facts.privateSewage !== undefined) {
      const file = await factsRowOf(tx, input.fileId);
      if (file && file.file.privateSewage !== facts.privateSewage) {
        await setPrivateSewage(tx, input.fileId, facts.privateSewage);
        await syncRequests(tx, input.fileId, { actorId: input.actorUserId, actorLabel: input.actorLabel });
      }
    }
    return viewOf(tx, after, input.actor, input.now);
  });
}

export interface AttachInput extends RequestCaller {
  fileId: string;
  requestId: string;
  /** The multipart body as it arrives (fields `label`, then the part `file`). */
  upload: UploadRequest;
}

/**
 * One document uploaded to a request its caller owes and may answer now: streamed into the store,
 * its row (with the visibility its kind gives its documents, whatever the form sent) and its audit row, kept with the
 * request; it goes to staff with the answer. 201's document, as the caller may see it.
 */
export async function attachRequestDocument(services: Services, store: FileStore, input: AttachInput): Promise<ClosingDocument> {
  const row = answerable(await requestOfFile(services.db, input.fileId, input.requestId), input);
  const id = randomUUID();
  const storageKey = `closing/${input.fileId.toLowerCase()}/${id}`;
  const received = await receiveUpload(input.upload, store, storageKey, await dataKeyOf(services.db, services.keyring, input.fileId.toLowerCase()));
  // The kind decides who sees its documents (a payoff authorisation's loan numbers stay with staff), not the form.
  const upload = { ...received, fields: { ...received.fields, visibility: REQUEST_KINDS[row.kind as RequestKind].documentVisibility } };
  try {
    await services.db.transaction(async (tx) => {
      // Checked again under the lock: the answer may have been sent meanwhile.
      answerable(await requestOfFile(tx, input.fileId, input.requestId, true), input);
      await insertDocument(tx, { id, fileId: input.fileId, storageKey, byParty: false }, upload, { actorId: input.actorUserId, ip: input.ip, via: input.via });
      await linkDocument(tx, row.id, id);
    });
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
  const doc = await documentById(services.db, id);
  if (!doc) throw new Error("the uploaded document's row is missing");
  return documentJson(doc, input.actor.kind === "staff" ? "staff" : "party");
}
