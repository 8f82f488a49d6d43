import { useState } from "react";
import { TITLE_EXPLAINERS } from "../../../core/content/process/title.ts";
import { Disclosure } from "./disclosure.tsx";

/** Title Opinion and Title Guaranty: each opens and closes on its own. Both start closed. */
export function TitleExplainers() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="flex flex-col gap-4">
      {TITLE_EXPLAINERS.map((e) => (
        <Disclosure
          key={e.id}
          id={e.id}
          title={e.title}
          subtitle={e.teaser}
          open={open.has(e.id)}
          onToggle={() => toggle(e.id)}
        >
          <div className="flex flex-col gap-4 text-navy-800">
            {e.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ul className="flex flex-col gap-2">
              {e.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </Disclosure>
      ))}
    </div>
  );
}
