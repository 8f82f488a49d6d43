/** The admin people routes, one file per URL beside this one, composed here. */
import type { Services } from "#server/services.ts";
import { apiRouter } from "#server/api/openapi.ts";
import { auditRoutes } from "./audit.routes.ts";
import { documentsRoutes } from "./documents.routes.ts";
import { messagesRoutes } from "./messages.routes.ts";
import { overviewRoutes } from "./overview.routes.ts";
import { userRoleRoutes } from "./user-role.routes.ts";
import { userSendingRoutes } from "./user-sending.routes.ts";
import { userTransactionCountRoutes } from "./user-transaction-count.routes.ts";
import { usersCsvRoutes } from "./users-csv.routes.ts";
import { usersRoutes } from "./users.routes.ts";

export function peopleRoutes(ctx: Services) {
  const routes = apiRouter();
  routes.route("/", overviewRoutes(ctx));
  routes.route("/", usersRoutes(ctx));
  routes.route("/", usersCsvRoutes(ctx));
  routes.route("/", userRoleRoutes(ctx));
  routes.route("/", userTransactionCountRoutes(ctx));
  routes.route("/", userSendingRoutes(ctx));
  routes.route("/", auditRoutes(ctx));
  routes.route("/", messagesRoutes(ctx));
  routes.route("/", documentsRoutes(ctx));
  return routes;
}
