import { HONEYPOT_FIELD } from "#core/leads/form-texts.ts";

/**
 * The public forms' bot trap: an input no person sees or reaches with the keyboard, which form
 * fillers tend to complete. Hidden from assistive technology too, so it is never announced.
 * Uncontrolled: read it with `honeypotValue(form)` when submitting.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (leave this empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : "";
}
