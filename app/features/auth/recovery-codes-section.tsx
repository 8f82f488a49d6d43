import { format } from "date-fns";
import { LifeBuoy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { rateLimitMessage } from "#core/auth/auth-messages.ts";
import { RECOVERY_CODE_MESSAGES, type IssuedRecoveryCodes } from "#core/auth/mfa-recovery-codes.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { toast } from "#app/lib/toast.ts";
import { RecoveryCodesDisplay } from "./recovery-codes-display.tsx";
import { RecoveryCodeError, useIssueRecoveryCodes, useRecoveryCodeStatus } from "./recovery-codes-queries.ts";

/**
 * The security page's recovery codes (ADR 035), once two-step verification is on: how many are
 * left, and a new set (the old one stops working, so it is confirmed first), shown once.
 */
export function RecoveryCodesSection() {
  const { user } = useAuth();
  const status = useRecoveryCodeStatus(true);
  const issue = useIssueRecoveryCodes();
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<IssuedRecoveryCodes | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const makeCodes = () => {
    setAlert(null);
    issue.mutate(undefined, {
      onSuccess: (issued) => {
        setConfirming(false);
        setFresh(issued);
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof RecoveryCodeError && error.code === "insufficient_aal") setAlert(RECOVERY_CODE_MESSAGES.needsSecondStep);
        else if (error instanceof RecoveryCodeError && error.status === 429) setAlert(rateLimitMessage(error.retryAfterSeconds));
        else setAlert(RECOVERY_CODE_MESSAGES.issueFailed);
      },
    });
  };

  return (
    <div className="grid gap-3 border-t border-cream-300 pt-5">
      <h3 id="recovery-codes-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-950">
        <LifeBuoy aria-hidden="true" className="size-5 text-navy-600" />
        Recovery codes
      </h3>
      <p className="max-w-prose text-navy-700">
        If you lose your phone or security key, a recovery code signs you in in its place. Each code works once.
      </p>
      {fresh ? (
        <RecoveryCodesDisplay
          codes={fresh.codes}
          createdAt={fresh.created_at}
          account={user?.email ?? "your account"}
          onDone={() => {
            setFresh(null);
            toast.success("Your new recovery codes are ready to use.");
          }}
        />
      ) : status.isPending ? (
        <QueryLoading label="Loading your recovery codes…" className="py-2" />
      ) : status.isError ? (
        <QueryError message="We could not load your recovery codes." onRetry={() => void status.refetch()} retrying={status.isRefetching} />
      ) : (
        <div className="grid justify-items-start gap-3">
          {status.data.total === 0 ? (
            <p className="font-semibold text-navy-900">You have no recovery codes yet.</p>
          ) : (
            <p className={status.data.remaining <= 2 ? "font-semibold text-red-700" : "font-semibold text-navy-900"}>
              {status.data.remaining === 0
                ? "You have used all your recovery codes. Make new ones."
                : `${status.data.remaining} of ${status.data.total} recovery codes left${status.data.remaining <= 2 ? ": make new ones soon." : "."}`}
              {status.data.created_at ? (
                <span className="block text-sm font-normal text-navy-700">Made {format(new Date(status.data.created_at), "MMMM d, yyyy")}</span>
              ) : null}
            </p>
          )}
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          {status.data.total === 0 ? (
            <Button onClick={makeCodes} busy={issue.isPending} busyLabel="Making codes...">
              Create Recovery Codes
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Regenerate Codes
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Make new recovery codes?"
        confirmLabel="Make New Codes"
        busyLabel="Making codes..."
        busy={issue.isPending}
        onConfirm={makeCodes}
        onClose={() => setConfirming(false)}
      >
        Your current recovery codes stop working at once, including any you have not used. Save the new ones when they are shown.
      </ConfirmDialog>
    </div>
  );
}
