/** /api/v1/me/notification-preferences (issue 16; docs/closing-files-contract.md). */
import type { Services } from "../../services.ts";
import { apiRouter } from "../openapi.ts";

export function notificationPreferencesRoutes(_ctx: Services) {
  return apiRouter();
}
