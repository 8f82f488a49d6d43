import { ArrowRight, Download, Printer } from "lucide-react";
import { Button, ButtonLink, buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/lib/cx.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";

/**
 * What a visitor can do with an estimate: copy a link that reopens it, download it as a one-page
 * PDF, print it (the print stylesheet gives the same sheet) or order the closing it describes.
 * Left off paper.
 */
export function CalculatorActions({
  shareUrl,
  pdfHref,
  orderHref,
  note,
}: {
  shareUrl: () => string;
  /** null until the page knows its inputs (the pre-rendered HTML has no figures to send). */
  pdfHref: string | null;
  orderHref: string;
  /** Shown under the buttons, e.g. why the PDF holds the last complete result. */
  note?: string;
}) {
  return (
    <div className="rounded-2xl border border-cream-300 bg-cream-100 p-5 print:hidden">
      <h3 className="text-lg font-semibold text-navy-950">Save, share or order</h3>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <CopyLinkButton url={shareUrl} />
        {pdfHref ? (
          <a href={pdfHref} download className={buttonClasses("secondary")}>
            <Download aria-hidden="true" className="size-5" />
            Download PDF
          </a>
        ) : (
          <span className={cx(buttonClasses("secondary"), "opacity-60")}>
            <Download aria-hidden="true" className="size-5" />
            Download PDF
          </span>
        )}
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
        <ButtonLink to={orderHref}>
          Order this closing
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
      {note ? <p className="mt-1 text-sm text-navy-700">{note}</p> : null}
    </div>
  );
}
