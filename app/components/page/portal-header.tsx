import type { ReactNode } from "react";

/** The top band of a signed-in page: optional eyebrow, the page's h1 and a short line under it. */
export function PortalHeader({
  eyebrow,
  heading,
  intro,
  actions,
}: {
  eyebrow?: ReactNode;
  heading: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="border-b border-cream-300 bg-cream-100">
      <div className="page-container flex flex-wrap items-end justify-between gap-6 py-10 sm:py-12">
        <div className="max-w-3xl">
          {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-navy-600 uppercase">{eyebrow}</p> : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-950 sm:text-4xl">{heading}</h1>
          {intro ? <p className="mt-3 text-lg text-pretty text-navy-700">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
