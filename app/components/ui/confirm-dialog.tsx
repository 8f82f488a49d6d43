import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button.tsx";

/**
 * "Are you sure?" for something that cannot be undone, in the browser's modal <dialog> (focus
 * moves in, Escape cancels, the page behind is inert). The confirming button is busy while the
 * change runs; the caller closes the dialog when it is done.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-cream-300 bg-white p-6 text-navy-900 shadow-xl backdrop:bg-navy-950/50"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-navy-950">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-2 text-navy-700">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
