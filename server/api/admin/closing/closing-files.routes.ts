/** Staff routes of closing files (issue 16; docs/closing-files-contract.md), one file per URL beside this one. */
import type { Services } from "../../../services.ts";
import { apiRouter } from "../../openapi.ts";
import { filesRoutes } from "./files.routes.ts";
import { statusLinkRoutes } from "./status-link.routes.ts";

export function adminClosingRoutes(ctx: Services) {
  const routes = apiRouter();
  routes.route("/", filesRoutes(ctx));
  routes.route("/", statusLinkRoutes(ctx));
  return routes;
}
