import type { ExternalToast } from "sonner";

/**
 * Toasts without putting sonner (about 9 KB gzip) on every page: the first toast loads it and
 * mounts the toaster (see LazyToaster), then shows the message. sonner's Toaster only shows toasts
 * raised after it has subscribed, so messages wait for {@link toasterReady}.
 *
 * The toaster's code may not arrive (the connection dropped before anything asked for it): then
 * LazyToaster shows the waiting messages itself ({@link toasterUnavailable}), and the next toast
 * tries to load it again. A message is never lost, and nothing waits on a load that failed.
 */
type Sonner = typeof import("sonner");

export type ToastKind = "success" | "error" | "info";

export interface WaitingToast {
  kind: ToastKind;
  message: string;
  options?: ExternalToast;
}

let sonner: Sonner | undefined;
let waiting: WaitingToast[] = [];
let mountToaster: (() => void) | undefined;

function show(note: WaitingToast): void {
  if (sonner) {
    sonner.toast[note.kind](note.message, note.options);
    return;
  }
  waiting.push(note);
  mountToaster?.();
}

/** Called by LazyToaster: how to mount the toaster; returns whether it is wanted already. */
export function registerToasterMount(mount: (() => void) | undefined): boolean {
  mountToaster = mount;
  return sonner !== undefined || waiting.length > 0;
}

/** Called once the toaster has subscribed to new toasts: the waiting messages are shown. */
export function toasterReady(module: Sonner): void {
  sonner = module;
  const notes = waiting;
  waiting = [];
  for (const note of notes) show(note);
}

/** Called when the toaster's code could not be loaded: hands over the waiting messages. */
export function toasterUnavailable(): WaitingToast[] {
  const notes = waiting;
  waiting = [];
  return notes;
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    show({ kind: "success", message, options });
  },
  error(message: string, options?: ExternalToast): void {
    show({ kind: "error", message, options });
  },
  info(message: string, options?: ExternalToast): void {
    show({ kind: "info", message, options });
  },
};
