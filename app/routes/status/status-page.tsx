// First: the page parses its answer with zod, which must not probe eval under our CSP.
import "#app/lib/zod-browser-config.ts";
import { useParams, type MetaFunction } from "react-router";
import { StatusPage } from "#app/features/status-page/status-page.tsx";
import { STATUS_PREFETCH_SCRIPT } from "#app/features/status-page/status-fetch.ts";
import { QueryProvider } from "#app/lib/api/query-provider.tsx";
import { pageMeta } from "#app/lib/meta.ts";

// noindex here and, for crawlers that do not run the app, X-Robots-Tag from the server (server/static/web-routes.ts).
export const meta: MetaFunction = () =>
  pageMeta({ title: "Your closing status", description: "Where your Iowa closing stands: the next step, your appointment and whom to call.", noindex: true });

/**
 * /status/:token: no account and outside the portal, so it brings its own data layer. Pre-rendered
 * once as the shell of every status link (STATUS_SHELL_PATH, core/site/routes.ts): the page's frame
 * and its one loading state are in the HTML, and the inline script starts the page's one data
 * request while the scripts load (app/features/status-page/status-fetch.ts).
 */
export default function StatusRoute() {
  const { token = "" } = useParams();
  return (
    <QueryProvider>
      <script dangerouslySetInnerHTML={{ __html: STATUS_PREFETCH_SCRIPT }} />
      <StatusPage key={token} token={token} />
    </QueryProvider>
  );
}
