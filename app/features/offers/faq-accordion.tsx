import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqItem } from "../../../core/content/offers/year-of-goat.ts";

/** Questions that open and close independently; each is a button tied to its answer region. */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 3 | 4 }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = headingLevel === 3 ? "h3" : "h4";

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-cream-300 rounded-2xl border border-cream-300 bg-white shadow-card">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-lg font-semibold text-navy-950">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-cream-100 sm:px-6"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-navy-600 motion-safe:transition-transform ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="px-5 pb-5 sm:px-6">
              <p className="max-w-3xl text-navy-800">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
