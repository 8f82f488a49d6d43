/**
 * Staff's entries on a lead or a service request (db/schema/leads.ts, pipeline_notes): internal
 * notes, and replies e-mailed from the record. A reply is counted against the sending caps
 * (server/api/clients/sending-caps.ts), queued in the outbox and recorded with its audit row in one
 * transaction, so a refused reply stores, sends and counts nothing; its delivery is the outbox
 * row's status, read with the entry.
 */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, outbox, pipelineNotes } from "#db/schema/index.ts";
import type { PipelineNoteKind } from "#core/admin/pipeline-notes.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { hitEach } from "#server/http/rate-limit.ts";
import { enqueueEmail } from "#server/messaging/outbox.ts";
import { OverSendingCap } from "#server/api/clients/communications.queries.ts";
import type { SendingCap } from "#server/api/clients/sending-caps.ts";
import type { PipelineKind, StatusChangeBy } from "./pipeline.queries.ts";

const targetColumn = (kind: PipelineKind) => (kind === "lead" ? pipelineNotes.leadId : pipelineNotes.serviceRequestId);
const target = (kind: PipelineKind, id: string) => (kind === "lead" ? { leadId: id } : { serviceRequestId: id });

function selectNotes(db: Pick<AppDb, "select">) {
  return db
    .select({
      id: pipelineNotes.id,
      kind: pipelineNotes.kind,
      authorEmail: authUsers.email,
      subject: pipelineNotes.subject,
      body: pipelineNotes.body,
      createdAt: pipelineNotes.createdAt,
      to: outbox.toAddress,
      deliveryStatus: outbox.status,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    })
    .from(pipelineNotes)
    .leftJoin(authUsers, eq(authUsers.id, pipelineNotes.authorId))
    .leftJoin(outbox, eq(outbox.id, pipelineNotes.outboxId));
}

/** The row's notes and replies, newest first, each reply with its delivery. */
export function listNotes(db: AppDb, kind: PipelineKind, id: string) {
  return selectNotes(db)
    .where(eq(targetColumn(kind), id))
    .orderBy(desc(pipelineNotes.createdAt), desc(pipelineNotes.id));
}

export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

async function noteById(db: Pick<AppDb, "select">, id: string): Promise<NoteRow> {
  const [row] = await selectNotes(db).where(eq(pipelineNotes.id, id));
  return row!;
}

const NOTE_ADDED: Record<PipelineKind, string> = { lead: "lead.note_added", service_request: "service_request.note_added" };
const REPLIED: Record<PipelineKind, string> = { lead: "lead.replied", service_request: "service_request.replied" };

async function insertNote(tx: AppDb, kind: PipelineKind, id: string, noteKind: PipelineNoteKind, by: StatusChangeBy, body: string, email?: { subject: string; outboxId: string; noteId: string }) {
  const noteId = email?.noteId ?? randomUUID();
  await tx.insert(pipelineNotes).values({
    id: noteId,
    ...target(kind, id),
    kind: noteKind,
    authorId: by.actorId,
    subject: email?.subject ?? null,
    body,
    outboxId: email?.outboxId ?? null,
  });
  await writeAudit(tx, {
    actorId: by.actorId,
    action: noteKind === "note" ? NOTE_ADDED[kind] : REPLIED[kind],
    targetType: kind,
    targetId: id,
    ip: by.ip,
    payload: { note_id: noteId },
  });
  return noteById(tx, noteId);
}

/** An internal note on the row (which the caller found). */
export function addNote(db: AppDb, kind: PipelineKind, id: string, body: string, by: StatusChangeBy) {
  return db.transaction((tx) => insertNote(tx, kind, id, "note", by, body));
}

export interface Reply {
  to: string;
  subject: string;
  /** What staff wrote, as the history shows it. */
  content: string;
  /** The e-mail as sent: the content and the line saying who sent it, as text and HTML (core/clients/client-email.ts). */
  mail: { text: string; html: string };
  replyTo: string | null;
}

/** Queues the reply to the row's address within `caps` and records it; throws OverSendingCap when a cap refuses it. */
export function sendReply(db: AppDb, caps: readonly SendingCap[], kind: PipelineKind, id: string, reply: Reply, by: StatusChangeBy) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as AppDb;
    const over = await hitEach(tx, caps);
    if (over) throw new OverSendingCap(over.limit, over.state);
    const noteId = randomUUID();
    const outboxId = await enqueueEmail(tx, {
      to: reply.to,
      subject: reply.subject,
      text: reply.mail.text,
      html: reply.mail.html,
      kind: "pipeline.reply",
      refId: id,
      metadata: reply.replyTo ? { replyTo: reply.replyTo } : {},
    });
    return insertNote(tx, kind, id, "email", by, reply.content, { subject: reply.subject, outboxId, noteId });
  });
}
