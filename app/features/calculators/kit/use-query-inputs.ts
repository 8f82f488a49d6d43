import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

export type InputText<K extends string> = Record<K, string>;

/**
 * A calculator's inputs as the text people typed, mirrored into the page's query string so the
 * address bar always holds a link that reopens the same result.
 *
 * The page is pre-rendered, so the first render (and hydration) uses `initial`; right after,
 * the values come from the address, with `defaults()` (today-based dates, say) for anything it
 * does not name. Every change replaces the current history entry rather than adding one.
 */
export function useQueryInputs<K extends string>(
  keys: readonly K[],
  initial: InputText<K>,
  defaults: () => InputText<K>,
): {
  values: InputText<K>;
  set: (key: K, value: string) => void;
  /** False until the address and today's defaults have been applied (the pre-rendered state). */
  ready: boolean;
  /** The full link to this result (every input named, so it does not depend on the day it is opened). */
  shareUrl: () => string;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<InputText<K>>(initial);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const base = defaults();
    const fromAddress = Object.fromEntries(keys.filter((k) => searchParams.has(k)).map((k) => [k, searchParams.get(k) ?? ""]));
    setValues({ ...base, ...fromAddress });
    setReady(true);
    // Only once, on arrival: afterwards the state is the source and the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = useCallback(
    (key: K, value: string) => {
      setValues((current) => {
        const next = { ...current, [key]: value };
        setSearchParams(toSearch(keys, next), { replace: true, preventScrollReset: true });
        return next;
      });
    },
    [keys, setSearchParams],
  );

  const shareUrl = useCallback(
    () => `${window.location.origin}${window.location.pathname}?${toSearch(keys, values).toString()}`,
    [keys, values],
  );

  return useMemo(() => ({ values, set, ready, shareUrl }), [values, set, ready, shareUrl]);
}

function toSearch<K extends string>(keys: readonly K[], values: InputText<K>): URLSearchParams {
  return new URLSearchParams(keys.map((k) => [k, values[k]]));
}
