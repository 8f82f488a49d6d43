/** The admin people routes, one file per URL beside this one, composed here. */
import type { Services } from "../../../services.ts";
import { apiRouter } from "../../openapi.ts";

export function peopleRoutes(_ctx: Services) {
  const routes = apiRouter();
  return routes;
}
