import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "#app/lib/cx.ts";

/**
 * A message about a whole form (the server said no, too many attempts, it worked). Errors are an
 * alert, read out as soon as they appear; confirmations a polite status.
 */
export function FormAlert({
  tone = "error",
  className,
  children,
}: {
  tone?: "error" | "success";
  className?: string;
  children: ReactNode;
}) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "flex gap-3 rounded-lg border p-3 text-sm font-medium",
        tone === "error" ? "border-red-100 bg-red-50 text-red-700" : "border-green-100 bg-green-50 text-green-700",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
