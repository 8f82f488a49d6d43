import { X } from "lucide-react";
import { useEffect, useState, type ComponentType } from "react";
import { retryingImport } from "#app/lib/lazy-import.ts";
import { registerToasterMount, toasterUnavailable, type WaitingToast } from "#app/lib/toast.ts";

// Not React.lazy: it keeps a failed load for good and throws it at every render, which took the
// whole page (and the error page, which has a toaster too) after a dropped connection.
const loadToasterHost = retryingImport(() => import("./toaster-host.tsx"));

/** At most this many messages wait on screen while the toaster cannot be loaded. */
const MAX_PLAIN = 3;

/**
 * Mounts sonner's toaster the first time something asks for a toast (see app/lib/toast.ts). When
 * its code cannot be fetched, the messages are shown here in plain markup instead, and the next
 * toast tries to load it again.
 */
export function LazyToaster() {
  const [asked, setAsked] = useState(0);
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [plain, setPlain] = useState<WaitingToast[]>([]);

  useEffect(() => {
    if (registerToasterMount(() => setAsked((n) => n + 1))) setAsked((n) => n + 1);
    return () => void registerToasterMount(undefined);
  }, []);

  useEffect(() => {
    if (asked === 0 || Host) return;
    let live = true;
    loadToasterHost().then(
      (module) => {
        if (!live) return;
        setPlain([]);
        setHost(() => module.default);
      },
      () => {
        if (live) setPlain((shown) => [...shown, ...toasterUnavailable()].slice(-MAX_PLAIN));
      },
    );
    return () => {
      live = false;
    };
  }, [asked, Host]);

  if (Host) return <Host />;
  if (plain.length === 0) return null;
  return <PlainToasts notes={plain} onClose={(note) => setPlain((shown) => shown.filter((n) => n !== note))} />;
}

/** The waiting messages in the site's own markup, where sonner's toasts would be. */
function PlainToasts({ notes, onClose }: { notes: WaitingToast[]; onClose: (note: WaitingToast) => void }) {
  return (
    <section aria-label="Notifications" className="fixed top-19 right-4 left-4 z-50 sm:left-auto sm:top-21 sm:w-96">
      <ol className="grid gap-2">
        {notes.map((note, i) => (
          <li
            key={i}
            className={
              "flex items-start gap-3 rounded-lg border p-3 text-sm font-medium shadow-md " +
              (note.kind === "error" ? "border-red-100 bg-red-50 text-red-700" : "border-cream-300 bg-white text-navy-900")
            }
          >
            <div role={note.kind === "error" ? "alert" : "status"} className="min-w-0 flex-1">
              <p>{note.message}</p>
              {typeof note.options?.description === "string" ? <p className="mt-1 font-normal">{note.options.description}</p> : null}
            </div>
            <button type="button" aria-label="Close" onClick={() => onClose(note)} className="-m-1 rounded p-1 hover:bg-black/5">
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
