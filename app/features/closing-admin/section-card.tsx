import { useId, type ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/lib/cx.ts";

/** A titled part of the file page, a region named by its heading. */
export function SectionCard({ title, actions, className, children }: { title: string; actions?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className={cx("grid min-w-0 content-start gap-4 p-5 sm:p-6", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-navy-950">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
