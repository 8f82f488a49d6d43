import { ChevronDown, Paperclip, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import { canAttachDocument, MESSAGE_BODY_MAX, MESSAGE_DOCUMENTS_MAX, MESSAGE_VISIBILITY_LABELS } from "#core/closing/closing-messages.ts";
import { MESSAGE_MESSAGES, messagePostSchema, type MessagePostInput } from "#core/closing/message-input.ts";
import { looksLikeWireDetails, WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import { RadioGroupField } from "#app/components/requests/radio-group-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import type { Failure } from "#app/lib/api/failure.ts";
import { cx } from "#app/lib/cx.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { MessageAttachments } from "./message-attachments.tsx";
import { isSessionOver, messageFailure } from "./message-failure.ts";
import { charactersLeft } from "./message-format.ts";
import type { AttachableDocument } from "./messages-transport.ts";

interface Errors {
  body?: string;
  visibility?: string;
  documents?: string;
  form?: Failure;
}

/**
 * Writing to the file: the message, who can read it (only the audiences the writer may use:
 * core/closing/closing-messages.ts postableVisibilities), documents from the file or new ones.
 * Checked here with the server's schema and its wire-details rule before anything is sent; new
 * files are uploaded first (once: a retry sends only what is missing). Nothing typed or chosen is
 * lost on any error; it clears only when the message is on the file.
 */
export function MessageComposer({
  visibilities,
  defaultVisibility,
  documents,
  uploadDocument,
  post,
  onSent,
  onSessionOver,
  draft,
  onDraftChange,
}: {
  visibilities: readonly DocumentVisibility[];
  defaultVisibility: DocumentVisibility;
  documents: readonly AttachableDocument[];
  uploadDocument?: (file: File, visibility: DocumentVisibility) => Promise<ClosingDocument>;
  post: (input: MessagePostInput) => Promise<unknown>;
  onSent?: () => void;
  onSessionOver?: () => void;
  /** What was typed before (kept by the page across a status session that ended), and each change of it. */
  draft?: string;
  onDraftChange?: (body: string) => void;
}) {
  const [body, setBodyState] = useState(draft ?? "");
  const setBody = (next: string) => {
    setBodyState(next);
    onDraftChange?.(next);
  };
  const [visibility, setVisibility] = useState<DocumentVisibility>(defaultVisibility);
  const [attaching, setAttaching] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<"idle" | "uploading" | "sending">("idle");
  // Each file uploaded for this message at a visibility, and its document: a retry does not upload it again.
  const uploaded = useRef(new Map<File, { visibility: DocumentVisibility; id: string }>());
  const formRef = useRef<HTMLFormElement>(null);
  const attachId = useId();
  const counter = charactersLeft(body, MESSAGE_BODY_MAX);
  const attachCount = [...chosen].filter((id) => documents.some((d) => d.id === id && canAttachDocument(visibility, d.visibility))).length + files.length;

  function check(): Errors {
    const parsed = messagePostSchema.safeParse({ body, visibility, document_ids: [] });
    const fields = parsed.success ? {} : fieldErrorsOf<"body" | "visibility">(parsed.error);
    // The same refusal the server gives, before the words leave this page.
    const bodyError = fields.body ?? (looksLikeWireDetails(body) ? WIRE_DETAILS_REFUSED : undefined);
    const documentsError = attachCount > MESSAGE_DOCUMENTS_MAX ? MESSAGE_MESSAGES.documentsTooMany : undefined;
    if (documentsError) setAttaching(true);
    return { body: bodyError, visibility: fields.visibility, documents: documentsError };
  }

  function failed(err: unknown, what: string): Errors | null {
    if (isSessionOver(err) && onSessionOver) {
      onSessionOver();
      return null;
    }
    return { form: messageFailure(err, what) };
  }

  async function send() {
    const checked = check();
    if (checked.body || checked.visibility || checked.documents) {
      setErrors(checked);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    const ids = [...chosen].filter((id) => documents.some((d) => d.id === id && canAttachDocument(visibility, d.visibility)));
    if (files.length && uploadDocument) {
      setPhase("uploading");
      for (const file of files) {
        let done = uploaded.current.get(file);
        if (!done || done.visibility !== visibility) {
          try {
            done = { visibility, id: (await uploadDocument(file, visibility)).id };
          } catch (err) {
            setPhase("idle");
            const fileError = err instanceof ApiError ? (err.fields.file ?? (err.status === 413 || err.status === 415 ? err.message : undefined)) : undefined;
            if (fileError) {
              setAttaching(true);
              setErrors({ documents: `${file.name}: ${fileError}` });
            } else {
              const next = failed(err, `${file.name} did not upload`);
              if (next) setErrors(next);
            }
            return;
          }
          uploaded.current.set(file, done);
        }
        ids.push(done.id);
      }
    }
    setPhase("sending");
    try {
      await post({ body, visibility, document_ids: ids });
    } catch (err) {
      setPhase("idle");
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
        const { body: bodyError, visibility: visibilityError, document_ids: documentsError, ...rest } = err.fields;
        const other = Object.values(rest)[0];
        if (documentsError) setAttaching(true);
        setErrors({ body: bodyError, visibility: visibilityError, documents: documentsError, form: other ? { message: other, retryable: false } : undefined });
        focusFirstInvalid(formRef.current);
      } else {
        const next = failed(err, "Your message was not sent");
        if (next) setErrors(next);
      }
      return;
    }
    setPhase("idle");
    setBody("");
    setChosen(new Set());
    setFiles([]);
    setAttaching(false);
    uploaded.current.clear();
    onSent?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === "idle") void send();
  }

  // Ctrl+Enter (Cmd+Enter on a Mac) sends, as in most message boxes; Enter alone is a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  }

  const canAttach = documents.length > 0 || Boolean(uploadDocument);

  return (
    <form ref={formRef} aria-label="Write a message" onSubmit={submit} noValidate className="grid gap-4 border-t border-cream-300 pt-5">
      <Field
        control="textarea"
        label="Your message"
        rows={3}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (errors.body) setErrors((x) => ({ ...x, body: undefined }));
        }}
        onKeyDown={onKeyDown}
        error={errors.body}
        hint={<span className={cx(counter.over && "font-semibold text-red-700")}>{counter.text}. Plain text; please don't send bank or wire details.</span>}
      />
      {visibilities.length > 1 ? (
        <RadioGroupField
          name="visibility"
          label="Who can read it"
          options={visibilities.map((v) => ({ value: v, label: MESSAGE_VISIBILITY_LABELS[v] }))}
          value={visibility}
          onChange={(v) => {
            setVisibility(v as DocumentVisibility);
            if (errors.visibility) setErrors((x) => ({ ...x, visibility: undefined }));
          }}
          error={errors.visibility}
        />
      ) : (
        <p className="text-sm text-navy-700">Our staff and everyone else on your closing (the agents, the lender, the buyers and sellers) can read your message.</p>
      )}
      {canAttach ? (
        <div className="grid gap-3">
          <div>
            <Button type="button" variant="ghost" size="sm" aria-expanded={attaching} aria-controls={attachId} onClick={() => setAttaching((a) => !a)}>
              <Paperclip aria-hidden="true" className="size-4" />
              {attachCount ? `Documents (${attachCount})` : "Attach Documents"}
              <ChevronDown aria-hidden="true" className={cx("size-4 motion-safe:transition-transform", attaching && "rotate-180")} />
            </Button>
          </div>
          <div id={attachId} hidden={!attaching}>
            <MessageAttachments
              visibility={visibility}
              documents={documents}
              chosen={chosen}
              onChoose={(next) => {
                setChosen(next);
                if (errors.documents) setErrors((x) => ({ ...x, documents: undefined }));
              }}
              files={files}
              onFiles={(next) => {
                setFiles(next);
                if (errors.documents) setErrors((x) => ({ ...x, documents: undefined }));
              }}
              canUpload={Boolean(uploadDocument)}
              error={errors.documents}
              onProblem={(problem) => setErrors((x) => ({ ...x, documents: problem }))}
            />
          </div>
        </div>
      ) : null}
      <FailureAlert failure={errors.form} onRetry={() => formRef.current?.requestSubmit()} retrying={phase !== "idle"} />
      <div>
        <Button type="submit" busy={phase !== "idle"} busyLabel={phase === "uploading" ? "Uploading..." : "Sending..."}>
          <Send aria-hidden="true" className="size-4" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
