import { useId } from "react";
import { Disclosure, useDisclosureGroup, type DisclosureLook } from "../ui/disclosure.tsx";

interface Faq {
  id: string;
  question: string;
  answer: string;
}

type FaqLook = Extract<DisclosureLook, "card" | "row">;

const LISTS: Record<FaqLook, string> = {
  card: "flex max-w-3xl flex-col gap-3",
  row: "divide-y divide-cream-300 rounded-2xl border border-cream-300 bg-white shadow-card",
};

/**
 * Questions and answers that open and close independently: each question is a button that shows
 * or hides its answer. "card" gives every question a card of its own; "row" puts them in one card.
 */
export function FaqList({
  items,
  look = "card",
  regions = true,
}: {
  items: readonly Faq[];
  look?: FaqLook;
  /** Whether each answer is a region named by its question (see Disclosure's `region`). */
  regions?: boolean;
}) {
  // A page may hold more than one list, and question ids are only unique within one.
  const baseId = useId();
  const faqs = useDisclosureGroup();
  return (
    <div className={LISTS[look]}>
      {items.map((faq) => (
        <Disclosure
          key={faq.id}
          id={`${baseId}-${faq.id}`}
          title={faq.question}
          look={look}
          region={regions}
          open={faqs.isOpen(faq.id)}
          onToggle={() => faqs.toggle(faq.id)}
        >
          <p className="max-w-3xl text-navy-800">{faq.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
