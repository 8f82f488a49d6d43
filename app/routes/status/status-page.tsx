import { useParams, type MetaFunction } from "react-router";
import { StatusPage } from "#app/features/status-page/status-page.tsx";
import { QueryProvider } from "#app/lib/api/query-provider.tsx";
import { pageMeta } from "#app/lib/meta.ts";

// noindex here and, for crawlers that do not run the app, X-Robots-Tag from the server (server/static/web-routes.ts).
export const meta: MetaFunction = () =>
  pageMeta({ title: "Your closing status", description: "Where your Iowa closing stands: the next step, your appointment and whom to call.", noindex: true });

/** /status/:token: no account and outside the portal, so it brings its own data layer. */
export default function StatusRoute() {
  const { token = "" } = useParams();
  return (
    <QueryProvider>
      <StatusPage key={token} token={token} />
    </QueryProvider>
  );
}
