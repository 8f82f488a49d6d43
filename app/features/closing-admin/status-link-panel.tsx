import { Copy, Link2, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { formatInstant } from "./closing-format.ts";
import { useIssueStatusLink, useRevokeStatusLink } from "./closing-queries.ts";
import type { StaffClosingFile } from "#core/api/closing-file.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { SectionCard } from "./section-card.tsx";

const failed = (error: unknown, fallback: string) => (error instanceof ApiError && error.isClientError ? error.message : fallback);

/**
 * The buyers' and sellers' status link: issue it (or a new one, which ends the old: asked first,
 * saying so) and e-mail it to them, copy it, revoke it; how often it was opened, and when it stops working.
 */
export function StatusLinkPanel({ file }: { file: StaffClosingFile }) {
  const issue = useIssueStatusLink(file.id);
  const revoke = useRevokeStatusLink(file.id);
  const [confirming, setConfirming] = useState<"revoke" | "replace" | null>(null);
  const link = file.status_link;
  const consumers = file.parties.filter((p) => (p.role === "buyer" || p.role === "seller") && p.email).length;

  const send = () =>
    issue.mutate(undefined, {
      onSuccess: () => {
        toast.success(consumers > 0 ? "Status link sent to the buyers and sellers" : "Status link issued");
        setConfirming(null);
      },
      onError: (error) => toast.error(failed(error, "The status link was not issued. Please try again.")),
    });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success("Link copied");
    } catch {
      toast.error("Copying is not allowed here: select the link and copy it.");
    }
  };

  return (
    <SectionCard title="Status link">
      <p className="text-navy-800">Buyers and sellers follow the file through this link; they have no account.</p>
      {link ? (
        <div className="grid gap-3">
          <p className="rounded-lg border border-cream-300 bg-cream-50 px-3 py-2 text-sm break-all text-navy-900">{link.url}</p>
          <dl className="grid gap-1 text-sm text-navy-800">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">Issued</dt>
              <dd>{formatInstant(link.created_at)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">Opened</dt>
              <dd>
                {link.view_count} {link.view_count === 1 ? "time" : "times"}
                {link.last_viewed_at ? `, last ${formatInstant(link.last_viewed_at)}` : ""}
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">Works until</dt>
              <dd>{link.expires_at ? formatInstant(link.expires_at) : "90 days after the file is complete"}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <QueryEmpty message="No status link yet">
          <p>{consumers > 0 ? "Send one to the buyers and sellers on the file." : "Add a buyer or seller with an e-mail to send it to them, or issue it to copy."}</p>
        </QueryEmpty>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={link ? () => setConfirming("replace") : send} busy={issue.isPending && confirming === null} busyLabel="Sending..." className="max-w-full">
          <Send aria-hidden="true" className="size-4" />
          {/* The button's own nowrap would push this long label off a phone's screen. */}
          <span className="whitespace-normal">{link ? "Send a new status link to buyers and sellers" : "Send status link to buyers and sellers"}</span>
        </Button>
        {link ? (
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
            <Button variant="ghost" onClick={() => setConfirming("revoke")}>
              <Link2 aria-hidden="true" className="size-4" />
              Revoke link
            </Button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming === "replace"}
        title="Send a new status link?"
        confirmLabel="Send new link"
        busyLabel="Sending..."
        busy={issue.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={send}
      >
        <p>
          The link sent before stops working at once: anyone who opens it will no longer see the file.
          {consumers > 0 ? " The buyers and sellers on the file get the new link by e-mail." : " Copy the new link to share it."}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "revoke"}
        title="Revoke the status link?"
        confirmLabel="Revoke link"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              toast.success("Status link revoked");
              setConfirming(null);
            },
            onError: (error) => toast.error(failed(error, "The link was not revoked. Please try again.")),
          })
        }
      >
        <p>Anyone holding it will no longer see the file. You can send a new one afterwards.</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
