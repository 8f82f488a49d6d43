import { Download, FileText } from "lucide-react";
import type { ReactNode } from "react";

/** Anchor of the free-guide section (the FSBO hero button scrolls here). */
export const DOWNLOAD_SECTION_ID = "download-section";

/**
 * The free guide download section. The e-mail form of issue #6 goes in `form` when it lands;
 * until then visitors get the PDF directly.
 */
export function GuideDownloadSection({
  heading,
  body,
  href,
  linkLabel,
  form,
  children,
}: {
  heading: string;
  body: string;
  href: string;
  linkLabel: string;
  form?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id={DOWNLOAD_SECTION_ID} aria-labelledby={`${DOWNLOAD_SECTION_ID}-heading`} className="scroll-mt-24 bg-cream-100">
      <div className="page-container py-14 sm:py-16">
        <div className="grid gap-8 rounded-3xl border border-cream-300 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-center">
          <span className="hidden size-20 place-items-center rounded-2xl bg-navy-900 text-gold-300 lg:grid">
            <FileText aria-hidden="true" className="size-10" />
          </span>
          <div>
            <h2 id={`${DOWNLOAD_SECTION_ID}-heading`} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-navy-700">{body}</p>
            {children}
            <div className="mt-6">
              {form ?? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-gold-400 px-6 py-2 text-center text-lg font-semibold text-navy-950 shadow-sm hover:bg-gold-300 active:bg-gold-500 motion-safe:transition-colors"
                >
                  <Download aria-hidden="true" className="size-5" />
                  {linkLabel}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
