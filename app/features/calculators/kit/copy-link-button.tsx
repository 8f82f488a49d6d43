import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";

type Status = "idle" | "copied" | "failed";

/**
 * Copies the link to the current result. The outcome is announced in a live region next to the
 * button; if the browser refuses the clipboard, the link is shown to copy by hand.
 */
export function CopyLinkButton({ url }: { url: () => string }) {
  const [status, setStatus] = useState<Status>("idle");
  const [fallback, setFallback] = useState<string | null>(null);

  useEffect(() => {
    if (status !== "copied") return;
    const timer = window.setTimeout(() => setStatus("idle"), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    const link = url();
    try {
      await navigator.clipboard.writeText(link);
      setFallback(null);
      setStatus("copied");
    } catch {
      setFallback(link);
      setStatus("failed");
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        {status === "copied" ? <Check aria-hidden="true" className="size-5" /> : <Link2 aria-hidden="true" className="size-5" />}
        Copy link
      </Button>
      <p role="status" className="min-h-5 text-sm text-navy-700">
        {status === "copied" ? "Link copied. Anyone who opens it sees these same figures." : null}
        {status === "failed" ? "Your browser did not allow copying. Select the link below and copy it:" : null}
      </p>
      {fallback ? (
        <input
          readOnly
          aria-label="Link to this result"
          value={fallback}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-lg border border-navy-200 bg-white px-3 py-2 text-sm"
        />
      ) : null}
    </div>
  );
}
