import { afterEach, describe, expect, it, vi } from "vitest";

type ToastModule = typeof import("./toast.ts");

/** A fresh copy of the module (its state is module-wide). */
async function freshToast(): Promise<ToastModule> {
  vi.resetModules();
  return import("./toast.ts");
}

function fakeSonner() {
  const shown: string[] = [];
  const record = (kind: string) => (message: string) => void shown.push(`${kind}: ${message}`);
  const sonner = { toast: { success: record("success"), error: record("error"), info: record("info") } };
  return { shown, sonner: sonner as unknown as typeof import("sonner") };
}

afterEach(() => vi.resetModules());

describe("toast", () => {
  it("asks for the toaster on the first toast and shows what waited once it is ready", async () => {
    const { toast, registerToasterMount, toasterReady } = await freshToast();
    const mount = vi.fn();
    expect(registerToasterMount(mount)).toBe(false);
    toast.error("Failed to send email");
    expect(mount).toHaveBeenCalledOnce();
    const { shown, sonner } = fakeSonner();
    toasterReady(sonner);
    toast.success("Email tracked successfully!");
    expect(shown).toEqual(["error: Failed to send email", "success: Email tracked successfully!"]);
  });

  it("hands the waiting messages over when the toaster cannot load, and asks again at the next toast", async () => {
    const { toast, registerToasterMount, toasterReady, toasterUnavailable } = await freshToast();
    const mount = vi.fn();
    registerToasterMount(mount);
    toast.error("Failed to send email");
    // The toaster's code could not be fetched: LazyToaster shows these itself, nothing keeps waiting.
    expect(toasterUnavailable().map((note) => note.message)).toEqual(["Failed to send email"]);
    expect(toasterUnavailable()).toEqual([]);
    toast.error("Failed to send SMS");
    expect(mount).toHaveBeenCalledTimes(2);
    const { shown, sonner } = fakeSonner();
    toasterReady(sonner);
    expect(shown).toEqual(["error: Failed to send SMS"]);
  });

  it("tells a toaster mounted later (the error page's) that it is wanted", async () => {
    const { toast, registerToasterMount } = await freshToast();
    toast.info("Saved");
    expect(registerToasterMount(vi.fn())).toBe(true);
  });
});
