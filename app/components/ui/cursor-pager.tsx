import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocation, type To } from "react-router";
import { ButtonLink } from "./button.tsx";

/**
 * Next / Previous for a list paged by keyset cursor, the cursor kept in the address (?cursor=)
 * so a page can be bookmarked. A cursor only leads forward, so the way back is remembered in the
 * history entry's state (the cursors of the pages before); a page opened from a bookmark offers
 * the first page instead.
 */
export interface CursorTrail {
  /** The cursors of the pages before this one, oldest first ("" is the first page). */
  trail: string[];
}

function trailOf(state: unknown): string[] {
  const trail = (state as Partial<CursorTrail> | null)?.trail;
  return Array.isArray(trail) && trail.every((c) => typeof c === "string") ? trail : [];
}

export function CursorPager({
  cursor,
  nextCursor,
  hrefFor,
  label,
}: {
  /** The cursor of the page shown (null: the first page). */
  cursor: string | null;
  nextCursor: string | null;
  /** The address of the page that starts at a cursor (null: the first page), keeping the filters. */
  hrefFor: (cursor: string | null) => To;
  /** What is paged ("Leads"): names the navigation. */
  label: string;
}) {
  const location = useLocation();
  const trail = trailOf(location.state);
  const pageNumber = cursor ? (trail.length > 0 ? trail.length + 1 : null) : 1;
  if (!cursor && !nextCursor) return null;
  const previous = trail.length > 0 ? trail[trail.length - 1]! : null;

  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3">
      <div>
        {cursor && trail.length > 0 ? (
          <ButtonLink
            variant="secondary"
            size="sm"
            to={hrefFor(previous || null)}
            state={{ trail: trail.slice(0, -1) } satisfies CursorTrail}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </ButtonLink>
        ) : cursor ? (
          <ButtonLink variant="secondary" size="sm" to={hrefFor(null)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            First Page
          </ButtonLink>
        ) : null}
      </div>
      {pageNumber ? <p className="text-sm text-navy-700">Page {pageNumber}</p> : null}
      <div>
        {nextCursor ? (
          <ButtonLink
            variant="secondary"
            size="sm"
            to={hrefFor(nextCursor)}
            state={{ trail: [...trail, cursor ?? ""] } satisfies CursorTrail}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
