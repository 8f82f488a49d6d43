import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the pre-rendered HTML and while it hydrates, true from the render after. A
 * pre-rendered form disables its submit button until then: submitted natively, a sign-in form
 * would put the password in the address (and the visitor would lose what they typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * What was typed or picked into a pre-rendered form before its scripts ran, by field name. React
 * starts from empty state and keeps the fields' contents when it hydrates, so the form reads
 * them once after hydration (only fields that differ from what was rendered).
 */
export function typedBeforeHydration(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {};
  if (!form) return typed;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    if (element.type === "radio" || element.type === "checkbox") {
      if (element.checked && !element.defaultChecked) typed[element.name] = element.value;
    } else if (element.value !== element.defaultValue) {
      typed[element.name] = element.value;
    }
  }
  return typed;
}
