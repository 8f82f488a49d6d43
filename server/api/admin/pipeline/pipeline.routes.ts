/** The admin pipeline routes, one file per URL beside this one, composed here. */
import type { Services } from "../../../services.ts";
import { apiRouter } from "../../openapi.ts";
import { leadRoutes } from "./lead.routes.ts";
import { leadsCsvRoutes } from "./leads-csv.routes.ts";
import { leadsRoutes } from "./leads.routes.ts";
import { serviceRequestRoutes } from "./service-request.routes.ts";
import { serviceRequestsCsvRoutes } from "./service-requests-csv.routes.ts";
import { serviceRequestsRoutes } from "./service-requests.routes.ts";

export function pipelineRoutes(ctx: Services) {
  const routes = apiRouter();
  routes.route("/", leadsRoutes(ctx));
  routes.route("/", leadsCsvRoutes(ctx));
  routes.route("/", leadRoutes(ctx));
  routes.route("/", serviceRequestsRoutes(ctx));
  routes.route("/", serviceRequestsCsvRoutes(ctx));
  routes.route("/", serviceRequestRoutes(ctx));
  return routes;
}
