/**
 * The admin pipeline routes: each kind's list, CSV export, detail and status change
 * (pipeline-kind.routes.ts), its owner, notes and replies (pipeline-actions.routes.ts), a lead's
 * conversion into a service request (lead-convert.routes.ts) and the staff who may own a row.
 */
import type { Services } from "#server/services.ts";
import { apiRouter } from "#server/api/openapi.ts";
import { leadConvertRoutes } from "./lead-convert.routes.ts";
import { pipelineActionRoutes } from "./pipeline-actions.routes.ts";
import { pipelineKindRoutes } from "./pipeline-kind.routes.ts";
import { LEAD_PIPELINE, SERVICE_REQUEST_PIPELINE } from "./pipeline-kinds.ts";
import { staffRoutes } from "./staff.routes.ts";

export function pipelineRoutes(ctx: Services) {
  const routes = apiRouter();
  routes.route("/", pipelineKindRoutes(ctx, LEAD_PIPELINE));
  routes.route("/", pipelineKindRoutes(ctx, SERVICE_REQUEST_PIPELINE));
  routes.route("/", pipelineActionRoutes(ctx, LEAD_PIPELINE));
  routes.route("/", pipelineActionRoutes(ctx, SERVICE_REQUEST_PIPELINE));
  routes.route("/", leadConvertRoutes(ctx));
  routes.route("/", staffRoutes(ctx));
  return routes;
}
