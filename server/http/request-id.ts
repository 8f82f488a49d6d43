/**
 * Each request's id (X-Request-Id, from Hono's middleware): the access log, error bodies and error
 * log lines carry it. Hono's own declaration of the variable does not reach this project's module
 * resolution, so it is declared here, where the app takes the middleware from.
 */
import { requestId } from "hono/request-id";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

export { requestId };
