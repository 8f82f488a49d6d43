import { FileText } from "lucide-react";
import { useState } from "react";
import { STATEMENT_GUIDES, STATEMENT_LINES } from "#core/content/process/settlement.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { GuideLinks } from "./guide-links.tsx";

/** The seller and buyer guide PDFs: Download, View in Browser, and a preview embedded on request. */
export function StatementGuides() {
  const [preview, setPreview] = useState<string | null>(null);
  const shown = STATEMENT_GUIDES.find((g) => g.id === preview);
  return (
    <section aria-labelledby="guides-heading">
      <h2 id="guides-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
        Sample Statement Guides
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-navy-800">
        Two short PDFs with a sample Iowa settlement statement each, one for sellers and one for buyers, with notes
        beside every line.
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {STATEMENT_GUIDES.map((guide) => (
          <Card key={guide.id} className="flex flex-col gap-4">
            <span className="grid size-11 place-items-center rounded-xl bg-gold-100 text-gold-800">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-xl font-semibold text-navy-950">{guide.title}</h3>
            <p className="flex-1 text-navy-700">{guide.description}</p>
            <GuideLinks href={guide.href} title={guide.title} />
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              aria-pressed={preview === guide.id}
              onClick={() => setPreview((current) => (current === guide.id ? null : guide.id))}
            >
              {preview === guide.id ? "Hide preview" : "Preview on this page"}
            </Button>
          </Card>
        ))}
      </div>
      {shown ? (
        <iframe
          title={`${shown.title} (PDF preview)`}
          src={shown.href}
          className="mt-6 h-[36rem] w-full rounded-2xl border border-cream-300 bg-white"
        />
      ) : null}
    </section>
  );
}

/** The lines of a statement people ask about, in plain words. */
export function StatementLines() {
  return (
    <section aria-labelledby="lines-heading">
      <h2 id="lines-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
        The Lines That Raise Questions
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-navy-800">
        Whether you are reading a lender&apos;s Closing Disclosure or our ALTA settlement statement, these are the lines
        Iowa buyers and sellers ask us about most.
      </p>
      <dl className="mt-6 grid gap-4 md:grid-cols-2">
        {STATEMENT_LINES.map((line) => (
          <div key={line.name} className="rounded-2xl border border-cream-300 bg-white p-5 shadow-card">
            <dt className="text-lg font-semibold text-navy-950">{line.name}</dt>
            <dd className="mt-2 text-navy-800">{line.explanation}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
