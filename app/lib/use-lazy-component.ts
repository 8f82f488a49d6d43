import { useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code is fetched the first time it is needed, without React.lazy: a failed
 * fetch (a dropped connection) is reported as `failed` for the page to show beside a Retry, and
 * `retry` fetches again, so the page recovers without a reload (docs/decisions/029-a-lost-connection-costs-nothing.md).
 * `load` is a module-level retryingImport (app/lib/lazy-import.ts), so a module that arrived is kept.
 */
export function useLazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  wanted: boolean,
): { Component: ComponentType<P> | null; failed: boolean; retry: () => void } {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || Component) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setComponent(() => module.default);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, Component, attempt]);

  return {
    Component,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
