import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { LEGAL_UPDATED, type LegalDocument } from "#core/content/legal/shared.ts";
import type { SiteRoute } from "#core/site/routes.ts";

/** A legal document: back link, h1, date, summary, a table of contents and the numbered clauses. */
export function LegalPage({ route, doc }: { route: SiteRoute; doc: LegalDocument }) {
  return (
    <article aria-labelledby="legal-title">
      <header className="bg-cream-100">
        <div className="page-container max-w-4xl! py-10 sm:py-14">
          <Link
            to="/"
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <h1 id="legal-title" className="mt-6 text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
            {route.heading}
          </h1>
          <p className="mt-4 text-sm font-medium text-navy-700" data-testid="legal-updated">
            Last updated <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
          </p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-pretty text-navy-800">{doc.summary}</p>
        </div>
      </header>

      <div className="page-container max-w-4xl! py-12">
        <nav aria-labelledby="legal-contents" className="rounded-2xl border border-cream-300 bg-white p-6 shadow-card">
          <h2 id="legal-contents" className="text-lg font-semibold text-navy-950">
            Contents
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-6 text-navy-800 marker:text-navy-600 sm:grid-cols-2">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-block py-1 underline decoration-gold-500 underline-offset-4 hover:text-navy-950">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10 leading-relaxed text-navy-900">
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
              <h2 id={`${s.id}-heading`} className="text-2xl font-semibold tracking-tight text-navy-950">
                {i + 1}. {s.heading}
              </h2>
              {s.body.map((block, j) =>
                typeof block === "string" ? (
                  <p key={j} className="mt-4">
                    {block}
                  </p>
                ) : (
                  <ul key={j} className="mt-4 list-disc space-y-2 pl-6 marker:text-gold-700">
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </div>

        <p className="mt-12 border-t border-cream-300 pt-6">
          <Link
            to="/"
            className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        </p>
      </div>
    </article>
  );
}
