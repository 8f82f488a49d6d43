/** Staff routes of closing files (issue 16; docs/closing-files-contract.md). */
import type { Services } from "../../../services.ts";
import { apiRouter } from "../../openapi.ts";

export function adminClosingRoutes(_ctx: Services) {
  return apiRouter();
}
