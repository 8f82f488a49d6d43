import { isPrivateLinkPath, isSignedInPath } from "#core/site/routes.ts";

/**
 * Which frame a path is shown in (app/components/layout/site-shell.tsx):
 * site: the public website's frame (top bar with its menus and offers, footer with promotions);
 * app: the signed-in areas' app shell (the mark, the account menu; the section navigation is the layout's);
 * private-link: a page opened by a private link (/status/<token>): the mark and the office's number, nothing else.
 */
export type FrameKind = "site" | "app" | "private-link";

export function frameKindOf(pathname: string): FrameKind {
  if (isSignedInPath(pathname)) return "app";
  if (isPrivateLinkPath(pathname)) return "private-link";
  return "site";
}
