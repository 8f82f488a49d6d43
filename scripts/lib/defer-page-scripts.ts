/**
 * React Router puts a `<link rel="modulepreload">` in the head for every script a page needs
 * (about 50 on a content page, ~150 KB gzip). On a phone those downloads share the connection
 * with the stylesheet and font, and push first paint from about 1 s to about 3 s on a slow 4G
 * link. A pre-rendered page is complete without JavaScript, so it goes without the preloads: the
 * inline module script still imports the same files once the HTML has been parsed, and the page
 * becomes interactive a moment after it is already readable. The client-rendered shell
 * (__spa-fallback.html) keeps them: it shows nothing useful until its scripts run, and so does
 * the status page's shell (core/site/routes.ts STATUS_SHELL_PATH), pre-rendered only for its frame
 * and loading state: its content needs its scripts and its data, so they load at once.
 */
import { STATUS_SHELL_PATH } from "#core/site/routes.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

const STATUS_SHELL_FILE = `${STATUS_SHELL_PATH.slice(1)}/index.html`;

/** Whether a built HTML file (path relative to build/client) is a pre-rendered page. */
export function isPrerenderedPage(relativePath: string): boolean {
  return relativePath.endsWith(".html") && relativePath !== "__spa-fallback.html" && relativePath !== STATUS_SHELL_FILE;
}

/**
 * React Router's inline bootstrap: static imports of the manifest and the route modules, then the
 * route table and the entry. As written, it runs the moment those modules arrive, which on a fast
 * connection can be before the browser has painted the page at all: the text then waits for
 * React to load and hydrate. Rewritten so that it starts its downloads only after the first frame
 * (requestAnimationFrame runs just before a paint; a task queued from it runs after), the text is
 * on screen first however quickly the scripts would have come. The same modules are imported,
 * all at once, and the route table and entry follow exactly as before.
 */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const DEFERRED = "requestAnimationFrame(function(){setTimeout(function(){";
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";/;

export function deferBootstrapToFirstPaint(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) throw new Error("no React Router bootstrap (<script type=\"module\" async>) in a pre-rendered page");
  let rest = match[1]!;
  if (rest.startsWith(DEFERRED)) return html; // already rewritten (the step run twice on one build)
  const modules: { name?: string; url: string }[] = [];
  for (let m = STATIC_IMPORT.exec(rest); m; m = STATIC_IMPORT.exec(rest)) {
    modules.push({ name: m[1], url: m[2]! });
    rest = rest.slice(m[0].length);
  }
  if (modules.length === 0 || /^\s*import\s/m.test(rest) || !rest.includes("import(")) {
    throw new Error(`React Router's bootstrap has a shape this build step does not know:\n${match[1]}`);
  }
  const imports = modules.map((m) => `import(${JSON.stringify(m.url)})`).join(",");
  const bind = modules.flatMap((m, i) => (m.name ? [`${m.name}=m[${i}]`] : [])).join(",");
  const body =
    DEFERRED +
    `Promise.all([${imports}]).then(function(m){${bind ? `var ${bind};` : ""}${rest.trim()}})` +
    `},0)});`;
  return html.replace(match[0], () => `<script type="module" async="">${body}</script>`);
}
