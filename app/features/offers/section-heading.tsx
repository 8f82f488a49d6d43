import type { ReactNode } from "react";

/** The h2 and optional lead paragraph that open a section of an offer page. */
export function SectionHeading({ id, title, lead }: { id: string; title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-navy-700">{lead}</p> : null}
    </div>
  );
}
