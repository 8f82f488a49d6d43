/**
 * /api/v1/admin: the admin area's data. Every route under it declares requireAdmin (role admin
 * and, with ADMIN_MFA=required, an aal2 session; server/http/signed-in.ts) in its createRoute.
 * The lead and service-request pipelines are in ./pipeline, users, counts, the audit log,
 * outbound messages and documents in ./people, closing files in ./closing (their documents:
 * server/api/documents), staff's inbox of waiting conversations in ./messages.
 */
import type { Services } from "#server/services.ts";
import { apiRouter } from "../openapi.ts";
import { adminClosingRoutes } from "./closing/closing-files.routes.ts";
import { inboxRoutes } from "./messages/inbox.routes.ts";
import { officeWireRoutes } from "./offices/wire-instructions.routes.ts";
import { peopleRoutes } from "./people/people.routes.ts";
import { pipelineRoutes } from "./pipeline/pipeline.routes.ts";

export function adminRoutes(ctx: Services) {
  const admin = apiRouter();
  admin.route("/", pipelineRoutes(ctx));
  admin.route("/", peopleRoutes(ctx));
  admin.route("/", adminClosingRoutes(ctx));
  admin.route("/", inboxRoutes(ctx));
  admin.route("/", officeWireRoutes(ctx));
  return admin;
}
