/** What the party request routes share: the path parameters and the refusals they answer (server/closing/requests/request-answer.ts). */
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../openapi.ts";
import { idPathParam } from "../path-params.ts";

export const REQUEST_TAGS = ["Closing files"];
export const errorOf = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });
export const requestParams = z.object({ id: idPathParam("id"), requestId: idPathParam("requestId") });
export const requestRefusals = {
  403: errorOf("A request of the caller's side that another party owes (request_not_yours)"),
  404: errorOf("No such closing file of the caller's, or no request on it the caller may see"),
  409: errorOf("The request is no longer open: already answered, accepted or waived (request_not_open)"),
} as const;
