import { useLocation, useOutlet } from "react-router";
import { normalisePath } from "#core/site/routes.ts";
import { canonicalUrlFor, jsonLdScriptText, organizationJsonLd } from "#core/site/seo.ts";

const ORGANIZATION_JSON = jsonLdScriptText(organizationJsonLd());

/**
 * The canonical URL and og:url of a pre-rendered public page (React hoists the <link> and <meta>
 * into <head>), and on the home page the organisation's structured data. Client-rendered pages,
 * the SPA shell and the 404 page get neither.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  // No page below the layout: the SPA shell (__spa-fallback.html) or the loading state.
  const outlet = useOutlet();
  if (!outlet) return null;
  const url = canonicalUrlFor(pathname);
  if (!url) return null;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      {normalisePath(pathname) === "/" ? (
        // A data block, not a script: browsers never run it, so the CSP does not apply to it.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ORGANIZATION_JSON }} />
      ) : null}
    </>
  );
}
