import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { warmSchemaOnFirstTouch, type LazySchema } from "./lazy-schema.ts";
import { honeypotValue } from "#app/components/forms/honeypot-field.tsx";
import { postJson } from "../api/post-json.ts";
import { useAuth } from "../auth/auth-provider.tsx";
import { fieldErrorsOf, type FieldErrors } from "../form-errors.ts";
import { submitOutcome } from "./submit-outcome.ts";

export interface LeadFormOptions<K extends string> {
  /** The API's own schema for the body, loaded on first touch: the form checks with it before sending. */
  schema: LazySchema;
  /** Every field of the form, empty: the starting values and what a sent form returns to. */
  empty: Record<K, string>;
  /** e.g. "/api/v1/leads". */
  endpoint: string;
  /** The field that takes the signed-in person's e-mail address while it is empty. */
  emailField?: NoInfer<K>;
  /** Body values that are no typed field (e.g. the service picked on /get-started); checked and sent with the fields. */
  extra?: Record<string, unknown>;
  /** Accepted: the form has already cleared (unless {@link clearOnSent} is false). */
  onSent: () => void;
  /** False for a form that leaves the page once accepted, so it does not flash empty first. */
  clearOnSent?: boolean;
  /** Not accepted and not the visitor's to fix (500, offline): everything typed is kept. */
  onFailed?: () => void;
  /** Shown as the form's notice (an alert inside the form) when it was not accepted, for forms that say so inline. */
  failureNotice?: string;
}

/**
 * The state and submit of a public lead form: values, per-field errors (the browser's check
 * with the shared zod schema, then the server's 400 `fields`), the busy flag and a notice for
 * the server's own words (too many tries). Nothing typed is lost unless the form was accepted.
 * A signed-in visitor's bearer token goes with the request; the server takes the account from it.
 */
export function useLeadForm<K extends string>({
  schema,
  empty,
  endpoint,
  emailField,
  extra,
  onSent,
  clearOnSent = true,
  onFailed,
  failureNotice,
}: LeadFormOptions<K>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { session, user } = useAuth();
  const [values, setValues] = useState<Record<K, string>>(empty);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped to move focus to the first invalid field once React has rendered the errors: an
  // effect runs after the commit, where a requestAnimationFrame after an await can run before it.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const signedInEmail = user?.email ?? "";
  useEffect(() => {
    if (!emailField || !signedInEmail) return;
    setValues((v) => (v[emailField] ? v : { ...v, [emailField]: signedInEmail }));
  }, [emailField, signedInEmail]);

  /** Fills in fields that are still empty (from a link's query, the account): never over what was typed. */
  const fill = useCallback((given: Partial<Record<K, string>>) => {
    setValues((v) => {
      const blanks = Object.entries(given).filter(([name, value]) => value && !v[name as K]);
      return blanks.length === 0 ? v : { ...v, ...Object.fromEntries(blanks) };
    });
  }, []);

  useEffect(() => warmSchemaOnFirstTouch(formRef.current, schema), [schema]);

  const validate = (next: Record<K, string>, loaded: z.ZodType | undefined = schema.current) => {
    // Only after a first submit, which loaded the schema; until then nothing is checked while typing.
    if (!loaded) return true;
    const result = loaded.safeParse({ ...next, ...extra });
    setErrors(result.success ? {} : fieldErrorsOf<K>(result.error));
    return result.success;
  };

  const change = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a submit has shown errors, they follow the typing, so a fixed field stops saying it is wrong.
    if (attempted) validate(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setNotice(null);
    let loaded: z.ZodType;
    try {
      loaded = schema.current ?? (await schema.load());
    } catch {
      // The schema could not be downloaded (offline): as a failed send, everything typed is kept.
      if (failureNotice) setNotice(failureNotice);
      onFailed?.();
      return;
    }
    if (!validate(values, loaded)) return setFocusRequest((n) => n + 1);

    setBusy(true);
    const result = await postJson(
      endpoint,
      { ...values, ...extra, website: honeypotValue(formRef.current) },
      { accessToken: session?.access_token },
    );
    setBusy(false);
    const outcome = submitOutcome(result, Object.keys(empty) as K[]);
    switch (outcome.kind) {
      case "sent":
        if (clearOnSent) {
          setValues(empty);
          setErrors({});
          setAttempted(false);
        }
        onSent();
        return;
      case "fields":
        setErrors(outcome.fields as FieldErrors<K>);
        setNotice(outcome.message);
        return setFocusRequest((n) => n + 1);
      case "notice":
        setNotice(outcome.message);
        return;
      case "failed":
        if (failureNotice) setNotice(failureNotice);
        onFailed?.();
        return;
    }
  };

  /** Props for a text or text-area Field bound to one field. Read-only while sending, so nothing typed then is lost. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    readOnly: busy,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, e.target.value),
  });

  return { formRef, values, errors, busy, notice, submit, field, fill };
}
