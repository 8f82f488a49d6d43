import { Mail, NotebookPen, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryEmpty } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { PIPELINE_ACTION_MESSAGES as M, noteBodySchema, replyBodySchema } from "#core/admin/pipeline-notes.ts";
import type { PipelineNote, PipelineRow } from "#core/api/admin-pipeline.ts";
import { formatInstant } from "./format.ts";
import type { PipelineConfig } from "./pipeline-kinds.ts";
import { useAddNote, useSendReply } from "./pipeline-queries.ts";

const DELIVERY: Record<NonNullable<PipelineNote["delivery"]>["status"], string> = {
  pending: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Not delivered",
};

/** Field messages of a zod failure or a 400, by field; anything else as one message. */
function problemOf(error: unknown, fallback: string): { fields: Record<string, string>; message: string | null } {
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) return { fields: error.fields, message: null };
  return { fields: {}, message: error instanceof ApiError && error.isClientError ? error.message : fallback };
}

function firstIssues(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

function NoteForm({ config, id }: { config: PipelineConfig; id: string }) {
  const add = useAddNote(config, id);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<{ fields: Record<string, string>; message: string | null }>({ fields: {}, message: null });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const local = noteBodySchema.safeParse({ body });
    if (!local.success) return setProblem({ fields: firstIssues(local.error.issues), message: null });
    setProblem({ fields: {}, message: null });
    try {
      await add.mutateAsync(local.data.body);
      setBody("");
      toast.success(M.noteAdded);
    } catch (error) {
      setProblem(problemOf(error, M.noteFailed));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add an internal note" className="grid gap-3">
      <Field control="textarea" id={`note-${id}`} label="Internal note" hint="Only staff see notes." rows={3} value={body} readOnly={add.isPending} error={problem.fields.body} onChange={(e) => setBody(e.target.value)} />
      {problem.message ? <FormAlert>{problem.message}</FormAlert> : null}
      <Button type="submit" variant="secondary" busy={add.isPending} busyLabel="Saving..." className="justify-self-start">
        <NotebookPen aria-hidden="true" className="size-4" />
        Add note
      </Button>
    </form>
  );
}

function ReplyForm({ config, row }: { config: PipelineConfig; row: PipelineRow }) {
  const send = useSendReply(config, row.id);
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [problem, setProblem] = useState<{ fields: Record<string, string>; message: string | null }>({ fields: {}, message: null });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const local = replyBodySchema.safeParse({ subject, content });
    if (!local.success) return setProblem({ fields: firstIssues(local.error.issues), message: null });
    setProblem({ fields: {}, message: null });
    try {
      await send.mutateAsync(local.data);
      setSubject("");
      setContent("");
      toast.success(M.replyQueued);
    } catch (error) {
      setProblem(problemOf(error, M.replyFailed));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={`Reply to ${row.name} by e-mail`} className="grid gap-3">
      <p className="text-sm text-navy-700">
        To <span className="break-all font-semibold">{row.email}</span>, from the company with replies coming back to you.
      </p>
      <Field id={`reply-subject-${row.id}`} label="Subject" required value={subject} readOnly={send.isPending} error={problem.fields.subject} onChange={(e) => setSubject(e.target.value)} />
      <Field control="textarea" id={`reply-content-${row.id}`} label="Message" required rows={5} value={content} readOnly={send.isPending} error={problem.fields.content} onChange={(e) => setContent(e.target.value)} />
      {problem.message ? <FormAlert>{problem.message}</FormAlert> : null}
      <Button type="submit" busy={send.isPending} busyLabel="Sending..." className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        Send reply
      </Button>
    </form>
  );
}

function Entry({ note }: { note: PipelineNote }) {
  return (
    <li className="grid gap-1 rounded-xl border border-cream-300 px-4 py-3">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-950">
        {note.kind === "email" ? <Mail aria-hidden="true" className="size-4" /> : <NotebookPen aria-hidden="true" className="size-4" />}
        {note.kind === "email" ? `E-mail: ${note.subject ?? ""}` : "Internal note"}
      </p>
      <p className="whitespace-pre-line break-words text-navy-900">{note.body}</p>
      <p className="text-sm text-navy-700">
        <time dateTime={note.created_at}>{formatInstant(note.created_at)}</time> · {note.author_email ?? "Unknown administrator"}
        {note.delivery ? (
          <>
            {" "}
            · To <span className="break-all">{note.delivery.to}</span> · <strong>{DELIVERY[note.delivery.status]}</strong>
            {note.delivery.status === "failed" && note.delivery.error ? ` (${note.delivery.error})` : null}
          </>
        ) : null}
      </p>
    </li>
  );
}

/** Staff's notes and e-mailed replies on a row, newest first, with the forms to add either. Never shown to the customer. */
export function PipelineNotes({ config, row, notes }: { config: PipelineConfig; row: PipelineRow; notes: PipelineNote[] }) {
  const [tab, setTab] = useState<"note" | "reply">("note");
  return (
    <section aria-labelledby="notes-heading" className="grid gap-4">
      <h2 id="notes-heading" className="text-xl font-bold text-navy-950">
        Notes and replies
      </h2>
      <div role="group" aria-label="Add" className="flex flex-wrap gap-2">
        <Button variant={tab === "note" ? "primary" : "secondary"} size="sm" aria-pressed={tab === "note"} onClick={() => setTab("note")}>
          Note
        </Button>
        <Button variant={tab === "reply" ? "primary" : "secondary"} size="sm" aria-pressed={tab === "reply"} onClick={() => setTab("reply")}>
          Reply by e-mail
        </Button>
      </div>
      {tab === "note" ? <NoteForm config={config} id={row.id} /> : <ReplyForm config={config} row={row} />}
      {notes.length === 0 ? (
        <QueryEmpty message="No notes or replies yet" />
      ) : (
        <ol aria-label="Notes and replies, newest first" className="grid gap-3">
          {notes.map((n) => (
            <Entry key={n.id} note={n} />
          ))}
        </ol>
      )}
    </section>
  );
}
