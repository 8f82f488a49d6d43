/** The admin pipeline routes: each kind's list, CSV export, detail and status change (pipeline-kind.routes.ts). */
import type { Services } from "#server/services.ts";
import { apiRouter } from "#server/api/openapi.ts";
import { pipelineKindRoutes } from "./pipeline-kind.routes.ts";
import { LEAD_PIPELINE, SERVICE_REQUEST_PIPELINE } from "./pipeline-kinds.ts";

export function pipelineRoutes(ctx: Services) {
  const routes = apiRouter();
  routes.route("/", pipelineKindRoutes(ctx, LEAD_PIPELINE));
  routes.route("/", pipelineKindRoutes(ctx, SERVICE_REQUEST_PIPELINE));
  return routes;
}
