import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's search kept in the page's address as `q` (so a search survives reload and can be
 * shared), cut to `max` because the API refuses a longer one with 400. Typing replaces the
 * history entry instead of adding one per search.
 */
export function useSearchText(max: number) {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim().slice(0, max);
  const onSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next) query.set("q", next);
          else query.delete("q");
          return query;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { q, onSearch, params };
}
