/**
 * The small page a browser gets instead of a file: an expired or altered download link (403) or a
 * file that is not there (404). Self-contained HTML in the site's colours (server/pdf/brand-pdf.ts
 * BRAND) with the system font, so it needs nothing from the web build and works before it exists.
 */
import { createHash } from "node:crypto";
import { SITE } from "#core/site/settings.ts";
import { BRAND } from "../pdf/brand-pdf.ts";

export type LinkPageKind = "link_expired" | "link_invalid" | "not_found";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:${BRAND.cream};color:${BRAND.text};line-height:1.6}
header{background:${BRAND.navyDark};border-bottom:3px solid ${BRAND.gold};padding:16px 24px}
header a{color:#fff;font-weight:700;font-size:18px;text-decoration:none}
main{max-width:36rem;margin:48px auto;padding:32px;background:#fff;border:1px solid ${BRAND.rule};border-radius:12px;box-shadow:0 1px 3px rgba(19,37,65,.08)}
h1{color:${BRAND.navy};font-size:28px;line-height:1.25;margin:0 0 16px}
p{margin:0 0 16px;font-size:17px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:24px 0}
.button{display:inline-block;padding:10px 20px;border-radius:8px;font-weight:600;text-decoration:none}
.primary{background:${BRAND.gold};color:${BRAND.navyDark}}
.secondary{border:1px solid ${BRAND.navy};color:${BRAND.navy}}
.button:focus-visible,header a:focus-visible{outline:3px solid ${BRAND.navy};outline-offset:2px}
.small{font-size:15px;color:${BRAND.muted}}
.small a{color:${BRAND.navy}}
@media (max-width:480px){main{margin:24px 12px;padding:24px}h1{font-size:24px}}
`.trim();

/** The page's own policy: no scripts at all, only its one style block. */
export const LINK_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Where the link came from, hence where a fresh one is had. */
export type LinkPageSource = "resources" | "closing-documents";

const FRESH_LINK: Record<LinkPageSource, string> = {
  resources: "To get a fresh one, sign in and open Resources on your dashboard again, then choose the document.",
  "closing-documents": "To get a fresh one, open the closing file (or your status page) again and choose the document.",
};

function copy(kind: LinkPageKind, ttlMinutes: number, source: LinkPageSource): { title: string; lead: string } {
  const lifetime = `Download links last ${ttlMinutes === 1 ? "1 minute" : `${ttlMinutes} minutes`} and work only for the file they were made for.`;
  if (source === "closing-documents") {
    switch (kind) {
      case "link_expired":
        return { title: "This download link has expired", lead: `${lifetime} ${FRESH_LINK[source]}` };
      case "link_invalid":
        return { title: "This download link is not valid", lead: `The link was changed or copied incompletely. ${lifetime} ${FRESH_LINK[source]}` };
      case "not_found":
        return { title: "We could not find this file", lead: "The link is genuine, but the document is no longer available on the closing file. Please ask us for it." };
    }
  }
  switch (kind) {
    case "link_expired":
      return {
        title: "This download link has expired",
        lead: `${lifetime} To get a fresh one, sign in and open Resources on your dashboard again, then choose the document.`,
      };
    case "link_invalid":
      return {
        title: "This download link is not valid",
        lead: `The link was changed or copied incompletely. ${lifetime} To get a fresh one, sign in and open Resources on your dashboard again, then choose the document.`,
      };
    case "not_found":
      return {
        title: "We could not find this file",
        lead: "The link is genuine, but the file is no longer available. Sign in and open Resources on your dashboard to see the documents we offer today.",
      };
  }
}

export function linkPageHtml(kind: LinkPageKind, ttlSeconds: number, source: LinkPageSource = "resources"): string {
  const { title, lead } = copy(kind, Math.max(1, Math.round(ttlSeconds / 60)), source);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${SITE.brand}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${SITE.brand}</a></header>
<main>
<h1>${title}</h1>
<p>${lead}</p>
<div class="actions">
<a class="button primary" href="/login?next=%2Fdashboard">Sign in</a>
<a class="button secondary" href="/dashboard">Open your dashboard</a>
</div>
<p class="small">Still stuck? Call us at <a href="${SITE.phoneHref}">${SITE.phone}</a> or e-mail <a href="mailto:${SITE.email}">${SITE.email}</a> and we will send you the document.</p>
</main>
</body>
</html>
`;
}
