import type { z } from "zod";
import { retryingImport } from "../lazy-import.ts";

/**
 * A form's zod schema, loaded when it is first needed. The schema modules bring zod with them
 * (about 25 KB gzip, and their evaluation is one long task on a phone), so a public page renders
 * and hydrates its forms without them; the form loads its schema when the visitor first touches
 * it (focus, pointer down) and at the latest on submit
 * (docs/decisions/019-public-page-main-thread.md).
 */
export interface LazySchema<T extends z.ZodType = z.ZodType> {
  /** The schema once loaded, else undefined. */
  readonly current: T | undefined;
  /** Starts loading (once) and resolves to the schema. */
  load(): Promise<T>;
}

export function lazySchema<T extends z.ZodType>(importSchema: () => Promise<T>): LazySchema<T> {
  let current: T | undefined;
  // zod is configured for our Content-Security-Policy before the schema module builds anything.
  // A failed download (offline for a moment) is tried again at the next use.
  const load = retryingImport(() =>
    import("../zod-browser-config.ts")
      .then(importSchema)
      .then((schema) => (current = schema)),
  );
  return {
    get current() {
      return current;
    },
    load,
  };
}

/** Starts loading `schema` when the visitor first focuses or presses anything inside `form`. */
export function warmSchemaOnFirstTouch(form: HTMLElement | null, schema: LazySchema): () => void {
  if (!form || schema.current) return () => {};
  const warm = () => {
    stop();
    // A failed download is retried at submit, which says so if it fails again.
    schema.load().catch(() => {});
  };
  const stop = () => {
    form.removeEventListener("focusin", warm);
    form.removeEventListener("pointerdown", warm);
  };
  form.addEventListener("focusin", warm);
  form.addEventListener("pointerdown", warm);
  return stop;
}
