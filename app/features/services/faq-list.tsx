import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { Faq } from "../../../core/content/services/types.ts";
import { cx } from "../../lib/cx.ts";

/**
 * Questions and answers as an accordion: each question is a button (aria-expanded,
 * aria-controls) that shows or hides its answer; any number can be open at once.
 */
export function FaqList({ items }: { items: readonly Faq[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex max-w-3xl flex-col gap-3">
      {items.map((faq) => {
        const expanded = open.has(faq.id);
        return (
          <div
            key={faq.id}
            className={cx("rounded-2xl border bg-white shadow-card", expanded ? "border-gold-400" : "border-cream-300")}
          >
            <h3 className="m-0">
              <button
                type="button"
                id={`${faq.id}-button`}
                aria-expanded={expanded}
                aria-controls={`${faq.id}-panel`}
                onClick={() => toggle(faq.id)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-left text-lg font-semibold text-navy-950 hover:bg-cream-50"
              >
                <span>{faq.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cx("size-6 shrink-0 text-navy-600 motion-safe:transition-transform", expanded && "rotate-180")}
                />
              </button>
            </h3>
            <div
              id={`${faq.id}-panel`}
              role="region"
              aria-labelledby={`${faq.id}-button`}
              hidden={!expanded}
              className="px-5 pb-5 text-navy-800"
            >
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
