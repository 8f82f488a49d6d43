import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Home > Process Overview > {current}: the trail above every process page's heading. */
export function ProcessBreadcrumbs({ current }: { current: string }) {
  const linkClass = "text-navy-700 underline decoration-gold-500 underline-offset-4 hover:text-navy-950";
  return (
    <div className="bg-cream-100">
      <nav aria-label="Breadcrumb" className="page-container pt-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li className="flex items-center gap-2">
            <Link to="/" className={linkClass}>
              Home
            </Link>
            <ChevronRight aria-hidden="true" className="size-4 text-navy-500" />
          </li>
          <li className="flex items-center gap-2">
            <Link to="/process-overview" className={linkClass}>
              Process Overview
            </Link>
            <ChevronRight aria-hidden="true" className="size-4 text-navy-500" />
          </li>
          <li>
            <span aria-current="page" className="font-semibold text-navy-900">
              {current}
            </span>
          </li>
        </ol>
      </nav>
    </div>
  );
}
