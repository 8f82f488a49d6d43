import { FileText } from "lucide-react";
import type { ReactNode } from "react";

/** Anchor of the free-guide section (the FSBO hero button scrolls here). */
export const DOWNLOAD_SECTION_ID = "download-section";
/** The section's heading, which also names its form. */
export const DOWNLOAD_HEADING_ID = `${DOWNLOAD_SECTION_ID}-heading`;

/**
 * The free guide download section: heading, what the guide holds, and the e-mail form that
 * hands out the PDF (GuideDownloadForm; the guide is gated behind an address, issue #6).
 */
export function GuideDownloadSection({
  heading,
  body,
  form,
  children,
}: {
  heading: string;
  body: string;
  form: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id={DOWNLOAD_SECTION_ID} aria-labelledby={DOWNLOAD_HEADING_ID} className="scroll-mt-24 bg-cream-100">
      <div className="page-container py-14 sm:py-16">
        <div className="grid gap-8 rounded-3xl border border-cream-300 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-center">
          <span className="hidden size-20 place-items-center rounded-2xl bg-navy-900 text-gold-300 lg:grid">
            <FileText aria-hidden="true" className="size-10" />
          </span>
          <div>
            <h2 id={DOWNLOAD_HEADING_ID} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-navy-700">{body}</p>
            {children}
            <div className="mt-6">{form}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
