import { BadgeCheck, Eye, EyeOff, Pencil, PhoneCall, Trash2 } from "lucide-react";
import { useState } from "react";
import type { DisbursementAccountJson, RevealedAccount } from "#core/api/disbursement-accounts.ts";
import type { VerificationState } from "#core/money/callback-rules.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { toast } from "#app/lib/toast.ts";
import { CallbackForm } from "./disbursement-callback-form.tsx";
import { PayoffForm } from "./disbursement-payoff-form.tsx";
import { useApproveAccount, useRemovePayoff, useRevealAccount } from "./disbursement-queries.ts";

const TONES: Record<VerificationState, BadgeTone> = { unverified: "warning", callback_recorded: "info", approved: "success" };

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

type Open = "none" | "edit" | "callback";

/**
 * One account money leaves the file to: masked, its state, and what an administrator does next.
 * "Show full number" asks the server on purpose (audited) and keeps the numbers only in this
 * card's memory until hidden; the server's refusal of an approval (you recorded the callback) is
 * shown beside the button.
 */
export function DisbursementCard({ fileId, account }: { fileId: string; account: DisbursementAccountJson }) {
  const [open, setOpen] = useState<Open>("none");
  const [shown, setShown] = useState<RevealedAccount | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reveal = useRevealAccount(fileId, account.id);
  const approve = useApproveAccount(fileId, account.id);
  const remove = useRemovePayoff(fileId, account.id);
  const cb = account.callback;

  const act = async (run: () => Promise<unknown>, what: string, done?: string) => {
    setFailure(null);
    try {
      await run();
      if (done) toast.success(done);
    } catch (error) {
      setFailure(describeFailure(error, what));
    }
  };
  const showNumber = () => void act(async () => setShown(await reveal.mutateAsync()), "The number was not shown");

  return (
    <li className="grid min-w-0 gap-3 rounded-xl border border-cream-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-words text-navy-950">{account.label}</h3>
          <p className="text-sm text-navy-700">
            {account.account_type ? `${account.account_type === "checking" ? "Checking" : "Savings"} ` : ""}
            <span className="font-mono">{account.masked_account}</span>
          </p>
        </div>
        <Badge tone={TONES[account.state]}>{account.state_label}</Badge>
      </div>
      {shown ? (
        <dl className="grid gap-1 rounded-lg bg-cream-50 p-3 font-mono text-sm text-navy-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-sans font-semibold">Routing</dt>
          <dd>{shown.routing_number}</dd>
          <dt className="font-sans font-semibold">Account</dt>
          <dd>{shown.account_number}</dd>
          {shown.loan_reference ? (
            <>
              <dt className="font-sans font-semibold">Loan reference</dt>
              <dd>{shown.loan_reference}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <dl className="grid gap-1 text-sm text-navy-700">
        <div>
          <dt className="inline font-semibold">Details given or changed: </dt>
          <dd className="inline">{when(account.details_changed_at)}</dd>
        </div>
        {account.submitted_numbers.length > 0 ? (
          <div>
            <dt className="inline font-semibold">Came with the details (do not call): </dt>
            <dd className="inline">{account.submitted_numbers.join(", ")}</dd>
          </div>
        ) : null}
        {cb ? (
          <div>
            <dt className="inline font-semibold">Callback: </dt>
            <dd className="inline break-words">
              called {cb.number_called} ({cb.number_source_label}) on {when(cb.called_at)}; confirmed by {cb.confirmed_by}; recorded by {cb.recorded_by ?? "an administrator"}
            </dd>
          </div>
        ) : null}
        {account.approved_at ? (
          <div>
            <dt className="inline font-semibold">Approved: </dt>
            <dd className="inline">
              by {account.approved_by ?? "an administrator"} on {when(account.approved_at)}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {shown ? (
          <Button variant="secondary" size="sm" onClick={() => setShown(null)}>
            <EyeOff aria-hidden="true" className="size-4" />
            Hide full number
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={showNumber} busy={reveal.isPending} busyLabel="Showing...">
            <Eye aria-hidden="true" className="size-4" />
            Show full number
          </Button>
        )}
        {account.state !== "approved" ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen(open === "callback" ? "none" : "callback")} aria-expanded={open === "callback"}>
            <PhoneCall aria-hidden="true" className="size-4" />
            Record callback
          </Button>
        ) : null}
        {account.state === "callback_recorded" ? (
          <Button size="sm" onClick={() => void act(() => approve.mutateAsync(), "Not approved", "Account approved")} busy={approve.isPending} busyLabel="Approving...">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Approve
          </Button>
        ) : null}
        {account.kind === "payoff" ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setOpen(open === "edit" ? "none" : "edit")} aria-expanded={open === "edit"}>
              <Pencil aria-hidden="true" className="size-4" />
              Change
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </>
        ) : null}
      </div>
      <FailureAlert failure={failure} onRetry={() => setFailure(null)} />
      {open === "callback" ? <CallbackForm fileId={fileId} account={account} onDone={() => setOpen("none")} /> : null}
      {open === "edit" ? <PayoffForm fileId={fileId} account={account} onDone={() => setOpen("none")} /> : null}
      <ConfirmDialog
        open={confirming}
        title={`Remove the ${account.label.toLowerCase()}?`}
        confirmLabel="Remove payoff"
        busyLabel="Removing..."
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void act(() => remove.mutateAsync(), "The payoff was not removed", "Payoff removed").finally(() => setConfirming(false))}
      >
        Only when this payoff is no longer paid at closing. The removal is recorded in the file's history.
      </ConfirmDialog>
    </li>
  );
}
