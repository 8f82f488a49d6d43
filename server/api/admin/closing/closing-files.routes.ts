/** Staff routes of closing files (issue 16; docs/closing-files-contract.md), one file per URL beside this one. */
import type { Services } from "#server/services.ts";
import { apiRouter } from "#server/api/openapi.ts";
import { attentionRoutes } from "./attention.routes.ts";
import { disbursementAccountRoutes } from "./disbursement-account.routes.ts";
import { disbursementAccountsRoutes } from "./disbursement-accounts.routes.ts";
import { fileRoutes } from "./file.routes.ts";
import { filesRoutes } from "./files.routes.ts";
import { historyRoutes } from "./history.routes.ts";
import { fileMessageRoutes } from "./message.routes.ts";
import { fileMessagesRoutes } from "./messages.routes.ts";
import { milestonesRoutes } from "./milestones.routes.ts";
import { partiesRoutes } from "./parties.routes.ts";
import { partyRoutes } from "./party.routes.ts";
import { fileRequestRoutes } from "./request.routes.ts";
import { fileRequestsRoutes } from "./requests.routes.ts";
import { serviceRequestFileRoutes } from "./service-request-file.routes.ts";
import { statusLinkRoutes } from "./status-link.routes.ts";
import { wireViewsRoutes } from "./wire-views.routes.ts";

export function adminClosingRoutes(ctx: Services) {
  const routes = apiRouter();
  routes.route("/", filesRoutes(ctx));
  routes.route("/", fileRoutes(ctx));
  routes.route("/", serviceRequestFileRoutes(ctx));
  routes.route("/", partiesRoutes(ctx));
  routes.route("/", partyRoutes(ctx));
  routes.route("/", milestonesRoutes(ctx));
  routes.route("/", historyRoutes(ctx));
  routes.route("/", statusLinkRoutes(ctx));
  routes.route("/", fileRequestsRoutes(ctx));
  routes.route("/", fileRequestRoutes(ctx));
  routes.route("/", fileMessagesRoutes(ctx));
  routes.route("/", fileMessageRoutes(ctx));
  routes.route("/", attentionRoutes(ctx));
  routes.route("/", disbursementAccountsRoutes(ctx));
  routes.route("/", disbursementAccountRoutes(ctx));
  routes.route("/", wireViewsRoutes(ctx));
  return routes;
}
