import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { ApiError } from "../api/api-error.ts";
import { fieldErrorsOf, type FieldErrors } from "../form-errors.ts";

export interface SchemaFormOptions<K extends string, T> {
  /** The API's own schema for the body: the form checks with it before sending. */
  schema: z.ZodType<T>;
  initial: Record<K, string>;
  /** Sends the checked body (a TanStack mutation's mutateAsync); throws ApiError when refused. */
  send: (body: Record<K, string>) => Promise<unknown>;
  /** Accepted. */
  onSent: (reset: () => void) => void;
  /** Not accepted, and not because of a field (a 409, a 429, the server unreachable): everything typed is kept. */
  onFailed: (error: unknown) => void;
}

/**
 * The state and submit of a signed-in form: values, per-field errors (the shared zod schema in
 * the browser, then the server's 400 `fields`), busy, and focus on the first invalid field.
 * Nothing typed is lost unless the form was accepted.
 */
export function useSchemaForm<K extends string, T>({ schema, initial, send, onSent, onFailed }: SchemaFormOptions<K, T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const validate = (next: Record<K, string>) => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf<K>(result.error));
    return result.success;
  };

  const set = (next: Record<K, string>) => {
    setValues(next);
    if (attempted) validate(next);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setAttempted(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (!validate(values)) return setFocusRequest((n) => n + 1);
    setBusy(true);
    try {
      await send(values);
      onSent(reset);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as FieldErrors<K>);
        setFocusRequest((n) => n + 1);
      } else {
        onFailed(error);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Props for a text or text-area Field bound to one field; read-only while sending. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    readOnly: busy,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ ...values, [name]: e.target.value }),
  });

  return { formRef, values, setValues: set, errors, busy, submit, field };
}
