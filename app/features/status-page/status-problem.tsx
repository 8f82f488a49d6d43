import { CircleAlert, Clock, Link2Off, Phone } from "lucide-react";
import { SITE } from "#core/site/settings.ts";
import { Button, ButtonAnchor } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";

export const STATUS_MESSAGES = {
  invalid: "This status link is not valid. It may have been replaced by a newer one — call us at",
  expired: "This status link has expired. Links stop working 90 days after a closing is complete. If you need anything from your file, call us at",
  rateLimited: "Too many requests from your connection. Please try again shortly.",
  failed: "We could not load the status of your closing.",
} as const;

/** Why the status cannot be shown, and the way on: the office's published phone number, or trying again. */
export function StatusProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const status = error instanceof ApiError ? error.status : 0;
  const linkProblem = status === 404 || status === 410;
  const Icon = status === 404 ? Link2Off : status === 410 || status === 429 ? Clock : CircleAlert;
  const text = status === 404 ? STATUS_MESSAGES.invalid : status === 410 ? STATUS_MESSAGES.expired : status === 429 ? STATUS_MESSAGES.rateLimited : STATUS_MESSAGES.failed;
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-red-100 bg-red-50 p-6 text-navy-950">
      <Icon aria-hidden="true" className="size-8 text-red-700" />
      <p className="text-lg font-semibold">
        {text}
        {linkProblem ? <span className="whitespace-nowrap"> {SITE.phone}.</span> : null}
      </p>
      {linkProblem ? (
        <ButtonAnchor href={SITE.phoneHref} variant="secondary">
          <Phone aria-hidden="true" className="size-4" />
          Call {SITE.phone}
        </ButtonAnchor>
      ) : (
        <Button variant="secondary" onClick={onRetry} busy={retrying} busyLabel="Retrying...">
          Try again
        </Button>
      )}
    </div>
  );
}
