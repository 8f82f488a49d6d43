import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current calendar year. The pre-rendered HTML carries the build year (so hydration
 * matches); right after hydration React re-renders with the visitor's year, so a page
 * pre-rendered last December shows the right year in January.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    // Defined by vite.config.ts; absent when a unit test renders the footer without Vite.
    () => (typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear()),
  );
}
