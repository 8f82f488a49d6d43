import { useState } from "react";

/**
 * The most recent values that parsed, so a result stays on screen while one field is being
 * corrected. Returns null when nothing valid has been seen since the inputs became `ready`
 * (a shared link that arrives with a bad value has no earlier result to fall back on).
 */
export function useLastValid<T>(values: T, valid: boolean, ready: boolean): T | null {
  const [last, setLast] = useState<T | null>(valid ? values : null);
  const [lastReady, setLastReady] = useState(ready);
  // Adjusting state while rendering (react.dev "storing information from previous renders"):
  // React re-renders at once, before anything is shown.
  if (ready !== lastReady) {
    setLastReady(ready);
    setLast(valid ? values : null);
  } else if (valid && values !== last) {
    setLast(values);
  }
  if (valid) return values;
  return ready !== lastReady ? null : last;
}
