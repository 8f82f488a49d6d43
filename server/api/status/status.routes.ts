/** The buyers' and sellers' status page by link (issue 16; docs/closing-files-contract.md). */
import type { Services } from "../../services.ts";
import { apiRouter } from "../openapi.ts";

export function statusRoutes(_ctx: Services) {
  return apiRouter();
}
