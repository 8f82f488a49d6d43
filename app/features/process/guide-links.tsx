import { Download, ExternalLink } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button.tsx";

/** Download (saves the file) and View in Browser (new tab) for one of our PDF guides. */
export function GuideLinks({ href, title }: { href: string; title: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a href={href} download className={buttonClasses("primary", "md")} aria-label={`Download ${title} (PDF)`}>
        <Download aria-hidden="true" className="size-5" />
        Download
      </a>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className={buttonClasses("secondary", "md")}
        aria-label={`View in Browser: ${title} (PDF, opens in a new tab)`}
      >
        <ExternalLink aria-hidden="true" className="size-5" />
        View in Browser
      </a>
    </div>
  );
}
