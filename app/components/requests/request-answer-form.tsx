import { Send } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { REQUEST_MESSAGES, type RequestAnswerBodyInput } from "#core/closing/request-input.ts";
import { answerSchemaOf, REQUEST_KINDS } from "#core/closing/request-kinds.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { answerOf, initialValues, shownFields, splitServerFields, type AnswerValues } from "./answer-values.ts";
import { DocumentsPicker } from "./documents-picker.tsx";
import { RequestFieldControl } from "./request-field-control.tsx";

/**
 * How an answer reaches the server: the signed-in API client on /transactions/:id, the verified
 * status-link session on /status/:token. Both throw ApiError.
 */
export interface AnswerTransport {
  /** Multipart to …/requests/{id}/documents: the stored document. */
  uploadDocument: (file: File) => Promise<{ id: string }>;
  /** POST …/requests/{id}/answers. */
  submitAnswer: (body: RequestAnswerBodyInput) => Promise<unknown>;
}

interface Errors {
  fields: Record<string, string>;
  documents?: string;
  form?: Failure;
}

const NO_ERRORS: Errors = { fields: {} };

/** A refusal says the server's reason and is not worth a retry; anything else is, with Retry. */
function failureOf(err: unknown, what: string): Failure {
  if (err instanceof ApiError && err.status !== 0 && err.isClientError && err.status !== 429) return { message: err.message, retryable: false };
  return describeFailure(err, what);
}

/**
 * The answer to one request, drawn from its kind's fields (core/closing/request-kinds.ts): checked
 * here with the same schema and words as the server, the server's own field errors shown under
 * each field, documents uploaded first and sent with the answer. Nothing typed or chosen is lost
 * on any error; a document already uploaded is not uploaded again on a retry.
 */
export function RequestAnswerForm({
  request,
  transport,
  onAnswered,
}: {
  request: Pick<ClosingRequest, "id" | "kind" | "title" | "answer" | "documents">;
  transport: AnswerTransport;
  onAnswered?: () => void;
}) {
  const kind = REQUEST_KINDS[request.kind];
  const [values, setValues] = useState<AnswerValues>(() => initialValues(kind.fields, request.answer));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [phase, setPhase] = useState<"idle" | "uploading" | "sending">("idle");
  // Each file uploaded for this answer and its document id: a retry sends only what is missing.
  const uploaded = useRef(new Map<File, string>());
  const formRef = useRef<HTMLFormElement>(null);
  const wantsDocuments = kind.documents !== "none";
  const needsDocument = kind.documents === "required" && request.documents.length === 0;
  const shown = shownFields(kind.fields, values);

  const setValue = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors.fields[name]) setErrors((e) => ({ ...e, fields: { ...e.fields, [name]: "" } }));
  };

  function check(): { answer: Record<string, unknown>; errors: Errors } {
    const answer = answerOf(kind.fields, values);
    const parsed = answerSchemaOf(request.kind).safeParse(answer);
    const fields = parsed.success ? {} : (fieldErrorsOf<string>(parsed.error) as Record<string, string>);
    const documents = needsDocument && files.length === 0 ? REQUEST_MESSAGES.documentNeeded : undefined;
    // The input is sent, not the parsed output: the server parses it with the same schema.
    return { answer, errors: { fields, documents } };
  }

  async function send() {
    const checked = check();
    if (Object.values(checked.errors.fields).some(Boolean) || checked.errors.documents) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors(NO_ERRORS);
    const ids: string[] = [];
    setPhase("uploading");
    for (const file of files) {
      let id = uploaded.current.get(file);
      if (!id) {
        try {
          id = (await transport.uploadDocument(file)).id;
        } catch (err) {
          setPhase("idle");
          const fileError = err instanceof ApiError ? (err.fields.file ?? (err.status === 413 || err.status === 415 ? err.message : undefined)) : undefined;
          setErrors({ fields: {}, documents: fileError ? `${file.name}: ${fileError}` : undefined, form: fileError ? undefined : failureOf(err, `${file.name} did not upload`) });
          return;
        }
        uploaded.current.set(file, id);
      }
      ids.push(id);
    }
    setPhase("sending");
    try {
      await transport.submitAnswer({ answer: checked.answer, document_ids: ids });
    } catch (err) {
      setPhase("idle");
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
        const split = splitServerFields(err.fields, kind.fields.map((f) => f.name));
        setErrors({ fields: split.fields, documents: split.documents, form: split.form ? { message: split.form, retryable: false } : undefined });
        focusFirstInvalid(formRef.current);
      } else {
        setErrors({ fields: {}, form: failureOf(err, "Your answer was not sent") });
      }
      return;
    }
    setPhase("idle");
    onAnswered?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === "idle") void send();
  }

  return (
    <form ref={formRef} aria-label={`Answer: ${request.title}`} onSubmit={submit} noValidate className="grid gap-5">
      {shown.map((field) => (
        <RequestFieldControl
          key={field.name}
          field={field}
          value={values[field.name] ?? ""}
          error={errors.fields[field.name] || undefined}
          onChange={(value) => setValue(field.name, value)}
        />
      ))}
      {wantsDocuments ? (
        <DocumentsPicker
          files={files}
          onChange={(next) => {
            setFiles(next);
            setErrors((e) => ({ ...e, documents: undefined }));
          }}
          required={needsDocument}
          error={errors.documents}
          onProblem={(message) => setErrors((e) => ({ ...e, documents: message }))}
        />
      ) : null}
      <FailureAlert failure={errors.form} onRetry={() => formRef.current?.requestSubmit()} retrying={phase !== "idle"} />
      <div>
        <Button type="submit" busy={phase !== "idle"} busyLabel={phase === "uploading" ? "Uploading..." : "Sending..."}>
          <Send aria-hidden="true" className="size-4" />
          Send Answer
        </Button>
      </div>
    </form>
  );
}
