/** A user's calendar address and the iCalendar feed (issue 16; docs/closing-files-contract.md). */
import type { Services } from "../../services.ts";
import { apiRouter } from "../openapi.ts";

/** /api/v1/me/calendar */
export function calendarRoutes(_ctx: Services) {
  return apiRouter();
}
/** /api/v1/calendar/:token.ics */
export function calendarFeedRoutes(_ctx: Services) {
  return apiRouter();
}
