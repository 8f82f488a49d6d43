import { CircleAlert, Inbox, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";
import { Button } from "./button.tsx";

/**
 * The three states every list and detail of the signed-in pages has besides its content:
 * loading, empty and failed. Each is a calm panel in the content's place, so a page never jumps
 * from a blank to content, and a failure always offers a way on.
 */

const PANEL = "flex flex-col items-center gap-3 rounded-2xl px-6 py-10 text-center";

/**
 * A spinner with its label, announced politely ("Loading your clients…").
 *
 * `reserve` keeps the room the loaded content will take, a min-height class (Tailwind, written out
 * in full so the build keeps it, e.g. "min-h-[38rem] lg:min-h-0"), measured on a phone: what lies
 * below the block then stays where it is when the data arrives, instead of being pushed down (the
 * layout shift ADR 046 measured on the signed-in pages). Reserve at most the smallest loaded
 * height, so the content never pulls what follows upwards either.
 */
export function QueryLoading({ label, className, reserve }: { label: string; className?: string; reserve?: string }) {
  return (
    <div className={cx(PANEL, reserve, className)}>
      <p role="status" className="flex items-center gap-3 text-base text-navy-700">
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-navy-200 border-t-navy-700 motion-safe:animate-spin"
        />
        {label}
      </p>
    </div>
  );
}

/**
 * A grey bar one line of the surrounding text tall, standing in for a line that arrives with the
 * data (a page heading's intro, say) so the line's room is kept meanwhile. Hidden from assistive
 * technology: the block's QueryLoading is what announces the wait.
 */
export function LoadingLine({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx("inline-block h-[1lh] w-48 max-w-full rounded-md bg-navy-100 align-top motion-safe:animate-pulse", className)}
    />
  );
}

/** Nothing to show yet ("No clients found"), with an optional way to add the first one. */
export function QueryEmpty({
  message,
  children,
  className,
}: {
  message: string;
  /** A hint or an action under the message. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx(PANEL, "border border-dashed border-cream-300 bg-cream-50", className)}>
      <Inbox aria-hidden="true" className="size-8 text-navy-400" />
      <p className="text-lg font-semibold text-navy-900">{message}</p>
      {children ? <div className="max-w-prose text-navy-700">{children}</div> : null}
    </div>
  );
}

/** Loading failed: says what could not be loaded and offers to try again. */
export function QueryError({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry?: () => void;
  /** True while the retry runs: the button shows it is busy. */
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={cx(PANEL, "border border-red-100 bg-red-50", className)}>
      <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="text-lg font-semibold text-red-700">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} busy={retrying} busyLabel="Retrying...">
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      ) : null}
    </div>
  );
}
