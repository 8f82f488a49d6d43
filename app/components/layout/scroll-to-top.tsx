import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

export const MAIN_CONTENT_ID = "main-content";

/**
 * On every change of page (pathname), scroll to the top, or to the target of the new URL's
 * hash when it has one, and move focus to the main region so keyboard and screen-reader users
 * start reading the new page. A hash-only change (an in-page link) is left to the browser.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;

    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });

    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return null;
}
