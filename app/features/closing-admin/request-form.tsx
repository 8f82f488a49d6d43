import { Plus, Save } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { DOCUMENT_VISIBILITY_LABELS, DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES, type PartyRole } from "#core/closing/closing-enums.ts";
import { REQUEST_KINDS, visibilityFor } from "#core/closing/request-kinds.ts";
import { requestCreateSchema, requestPatchSchema, REQUEST_LIMITS, REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import type { RequestKind, RequestOwner } from "#core/closing/request-types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { OWNER_LABELS } from "./request-format.ts";
import { useCreateRequest, usePatchRequest } from "./request-queries.ts";

/**
 * The kinds staff add by hand: each Iowa Title Guaranty commitment requirement (Schedule B-I) and
 * each objection of the attorney's title opinion is its own request, with its owner; anything
 * else is "other". The rest are made by the file's rules (core/closing/requests.ts).
 */
const ADDABLE_KINDS: readonly RequestKind[] = ["title_requirement", "opinion_objection", "other"];

type FormField = "kind" | "title" | "instructions" | "owner" | "due_on" | "visibility";
type Values = Record<FormField, string>;
type Errors = Partial<Record<FormField, string>>;

/**
 * Who may owe a request: staff, and the roles present on the file (the server refuses a role
 * nobody holds); a request's current owner stays on the list even if that party has since left.
 */
function ownerOptions(roles: readonly PartyRole[], current: RequestOwner | null): [string, string][] {
  const present = PARTY_ROLE_VALUES.filter((r) => roles.includes(r) || r === current);
  return [["", "Choose who owes it"], ...present.map((r): [string, string] => [r, OWNER_LABELS[r]]), ["staff", OWNER_LABELS.staff]];
}

const KIND_OPTIONS = ADDABLE_KINDS.map((k) => [k, REQUEST_KINDS[k].label] as const);
const VISIBILITY_OPTIONS = DOCUMENT_VISIBILITY_VALUES.map((v) => [v, DOCUMENT_VISIBILITY_LABELS[v]] as const);

function valuesOf(request: ClosingRequest | null): Values {
  return request
    ? { kind: request.kind, title: request.title, instructions: request.instructions, owner: request.owner, due_on: request.due_on ?? "", visibility: request.visibility }
    : { kind: "title_requirement", title: "", instructions: REQUEST_KINDS.title_requirement.instructions, owner: "", due_on: "", visibility: REQUEST_KINDS.title_requirement.visibility };
}

/** The API's body: an empty due date is "no due date"; on an edit only what changed is sent. */
function bodyOf(values: Values, request: ClosingRequest | null): Record<string, unknown> {
  const all = {
    title: values.title,
    instructions: values.instructions,
    owner: values.owner === "" ? undefined : values.owner,
    due_on: values.due_on === "" ? null : values.due_on,
    visibility: values.visibility,
  };
  if (!request) return { kind: values.kind, ...all };
  const before: Record<string, unknown> = { title: request.title, instructions: request.instructions, owner: request.owner, due_on: request.due_on, visibility: request.visibility };
  return Object.fromEntries(Object.entries(all).filter(([key, value]) => value !== before[key]));
}

/**
 * Add a request by hand, or (with `request`) change its title, instructions, owner, due date or
 * who may see it. Checked with the API's own schema first; a refusal or a failure keeps what was
 * typed, beside the button, with Retry when trying again may work.
 */
export function RequestForm({
  fileId,
  roles,
  request,
  onDone,
}: {
  fileId: string;
  roles: readonly PartyRole[];
  request: ClosingRequest | null;
  onDone: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateRequest(fileId);
  const patch = usePatchRequest(fileId, request?.id ?? "");
  const busy = create.isPending || patch.isPending;
  const [values, setValues] = useState<Values>(() => valuesOf(request));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const what = request ? "The request was not saved" : "The request was not added";

  /** Checked with the API's own schema, then sent; the field errors when it is refused here. */
  const checkAndSend = async (): Promise<Errors | null> => {
    const body = bodyOf(values, request);
    const errorsOf = (error: z.ZodError): Errors => ({
      ...fieldErrorsOf<FormField>(error),
      // The schema's own words for a missing owner are the enum's; say it as the form does.
      ...(values.owner === "" ? { owner: REQUEST_MESSAGES.ownerRequired } : {}),
    });
    if (request) {
      const parsed = requestPatchSchema.safeParse(body);
      if (!parsed.success) return errorsOf(parsed.error);
      if (Object.keys(parsed.data).length > 0) await patch.mutateAsync(parsed.data);
    } else {
      const parsed = requestCreateSchema.safeParse(body);
      if (!parsed.success) return errorsOf(parsed.error);
      await create.mutateAsync(parsed.data);
    }
    return null;
  };

  const send = async () => {
    setFailure(null);
    try {
      const found = await checkAndSend();
      setErrors(found ?? {});
      if (found) return focusFirstInvalid(formRef.current);
      toast.success(request ? "Request saved" : "Request added");
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Errors);
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(describeFailure(error, what));
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const idPrefix = request ? `request-${request.id}` : "add-request";
  const field = (name: FormField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    readOnly: busy,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  const choice = (name: FormField) => ({ ...field(name), readOnly: undefined, disabled: busy });
  // Who may see it follows the kind and the owner (a buyer or seller sees only what everyone on the
  // file may: visibilityFor) until staff choose it themselves.
  const [visibilityChosen, setVisibilityChosen] = useState(false);
  const followingVisibility = (kind: string, owner: string) =>
    visibilityChosen ? values.visibility : visibilityFor(kind as RequestKind, (owner || "staff") as RequestOwner);
  // A kind brings its own starting instructions; instructions staff have changed are kept.
  const pickKind = (kind: string) => {
    const next = REQUEST_KINDS[kind as RequestKind];
    const before = REQUEST_KINDS[values.kind as RequestKind];
    const untouched = values.instructions.trim() === "" || values.instructions === before.instructions;
    setValues({ ...values, kind, visibility: followingVisibility(kind, values.owner), instructions: untouched ? next.instructions : values.instructions });
  };
  const pickOwner = (owner: string) => setValues({ ...values, owner, visibility: followingVisibility(values.kind, owner) });
  const pickVisibility = (visibility: string) => {
    setVisibilityChosen(true);
    setValues({ ...values, visibility });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={request ? `Edit “${request.title}”` : "Add a request"}
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {request ? null : (
          <Field control="choice" label="Kind of request" required options={KIND_OPTIONS} className="sm:col-span-2" {...choice("kind")} onChange={(e) => pickKind(e.target.value)} />
        )}
        <Field label="Title" required maxLength={REQUEST_LIMITS.title} autoComplete="off" className="sm:col-span-2" hint="What is needed, in a few words" {...field("title")} />
        <Field
          control="textarea"
          label="Instructions"
          required
          rows={3}
          maxLength={REQUEST_LIMITS.instructions}
          className="sm:col-span-2"
          hint="In plain words: what to send or do, and where it comes from"
          {...field("instructions")}
        />
        <Field
          control="choice"
          label="Who owes it"
          required
          options={ownerOptions(roles, request?.owner ?? null)}
          {...choice("owner")}
          onChange={(e) => pickOwner(e.target.value)}
        />
        <Field control="date" label="Due date" hint="Leave empty when there is no date" {...field("due_on")} />
        <Field
          control="choice"
          label="Who may see it"
          options={VISIBILITY_OPTIONS}
          className="sm:col-span-2"
          hint="Buyers and sellers see only what everyone on the file may see"
          {...choice("visibility")}
          onChange={(e) => pickVisibility(e.target.value)}
        />
      </div>
      <FailureAlert failure={failure} onRetry={() => void send()} retrying={busy} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {request ? <Save aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {request ? "Save request" : "Add request"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
