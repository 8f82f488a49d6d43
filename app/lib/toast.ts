import type { ExternalToast } from "sonner";

/**
 * Toasts without putting sonner (about 9 KB gzip) on every page: the first toast loads it and
 * mounts the toaster (see LazyToaster), then shows the message. sonner's Toaster only shows toasts
 * raised after it has subscribed, so messages wait for {@link toasterReady}.
 */
type Sonner = typeof import("sonner");

let ready: Promise<Sonner> | undefined;
let resolveReady: ((sonner: Sonner) => void) | undefined;
let mountToaster: (() => void) | undefined;

function sonner(): Promise<Sonner> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
    mountToaster?.();
  }
  return ready;
}

/** Called by LazyToaster: how to mount the toaster; returns whether a toast is already waiting. */
export function registerToasterMount(mount: (() => void) | undefined): boolean {
  mountToaster = mount;
  return ready !== undefined;
}

/** Called once the toaster has subscribed to new toasts. */
export function toasterReady(module: Sonner): void {
  resolveReady?.(module);
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void sonner().then((s) => s.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void sonner().then((s) => s.toast.error(message, options));
  },
  info(message: string, options?: ExternalToast): void {
    void sonner().then((s) => s.toast.info(message, options));
  },
};
