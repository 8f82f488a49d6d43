/**
 * React Router puts a `<link rel="modulepreload">` in the head for every script a page needs
 * (about 50 on a content page, ~150 KB gzip). On a phone those downloads share the connection
 * with the stylesheet and font, and push first paint from about 1 s to about 3 s on a slow 4G
 * link. A pre-rendered page is complete without JavaScript, so it goes without the preloads: the
 * inline module script still imports the same files once the HTML has been parsed, and the page
 * becomes interactive a moment after it is already readable. The client-rendered shell
 * (__spa-fallback.html) keeps them: it shows nothing useful until its scripts run.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** Whether a built HTML file (path relative to build/client) is a pre-rendered page. */
export function isPrerenderedPage(relativePath: string): boolean {
  return relativePath.endsWith(".html") && relativePath !== "__spa-fallback.html";
}
