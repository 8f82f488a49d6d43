import type { ZodType } from "zod";
import { loginPathFor } from "#core/auth/next-path.ts";
import { forgetStoredSession } from "../auth/auth-storage.ts";
import { isLoadFailure, retryingImport } from "../lazy-import.ts";
import { ApiError, apiErrorFrom, networkError } from "./api-error.ts";

/**
 * The browser's one client for the signed-in data API. Every call carries the access token of
 * the auth client; a 401 (the token expired or was revoked meanwhile) refreshes the session once
 * and tries again; a second 401 means the session is over: it signs out and sends the person to
 * sign in, back to this page afterwards. Failures are thrown as {@link ApiError}.
 */
export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The current access token, or null when there is no session. */
  accessToken: () => Promise<string | null>;
  /** Refreshes the session: the new access token, or null when the session cannot be refreshed. */
  refresh: () => Promise<string | null>;
  /** Ends the local session and goes to the sign-in page at `loginPath` ("/login?next=…"). */
  endSession: (loginPath: string) => Promise<void>;
  /** Path and query of the page the person is on, to come back to after signing in. */
  currentPath: () => string;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the answer's shape; a mismatch is an ApiError with code unexpected_response. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  /** A file answer (a CSV export): its bytes and the file name the server gave it. */
  download(path: string, options?: { signal?: AbortSignal }): Promise<{ blob: Blob; filename: string | null }>;
}

/** The file name of a Content-Disposition header (`filename="leads-2026-11-23.csv"`), if any. */
export function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  // Requests that fail together (a page's queries after the token expired) share one refresh:
  // refresh tokens rotate, and a second refresh with the same token would end the session.
  let refreshing: Promise<string | null> | null = null;
  const refreshOnce = () =>
    (refreshing ??= deps
      .refresh()
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      }));

  async function send(path: string, options: RequestOptions<unknown>, token: string | null, accept = "application/json"): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    // A FormData body (a document upload) goes as multipart; the browser writes its boundary.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await deps.fetch(path, {
        method: options.method ?? "GET",
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw networkError();
    }
  }

  /** The access token; the auth client's code not arriving (offline) is the network's failure. */
  async function currentToken(): Promise<string | null> {
    try {
      return await deps.accessToken();
    } catch (error) {
      throw isLoadFailure(error) ? networkError() : error;
    }
  }

  /** The answer to a signed-in call, after one refresh on a 401; anything but a 2xx is thrown. */
  async function authorised(path: string, options: RequestOptions<unknown>, accept?: string): Promise<Response> {
    let response = await send(path, options, await currentToken(), accept);
    if (response.status === 401) {
      const fresh = await refreshOnce();
      if (fresh) response = await send(path, options, fresh, accept);
      if (response.status === 401) {
        const error = await apiErrorFrom(response);
        await deps.endSession(loginPathFor(deps.currentPath()));
        throw error;
      }
    }
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const response = await authorised(path, options);
    if (response.status === 204) return undefined as T;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!options.schema) return body as T;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(response.status, "unexpected_response", "The server answered in a way this page does not understand.");
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: "GET" }),
    post: (path, body, options) => request(path, { ...options, method: "POST", body }),
    patch: (path, body, options) => request(path, { ...options, method: "PATCH", body }),
    put: (path, body, options) => request(path, { ...options, method: "PUT", body }),
    delete: (path, options) => request(path, { ...options, method: "DELETE" }),
    async download(path, options = {}) {
      const response = await authorised(path, options, "*/*");
      try {
        return { blob: await response.blob(), filename: filenameOf(response.headers.get("Content-Disposition")) };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw networkError();
      }
    },
  };
}

// auth-js in its own chunk (docs/decisions/004-public-page-weight.md): importing this module does
// not put it on a page; the first request loads it, and signed-in pages have it loaded already.
// A load that failed (offline) is tried again by the next request.
const authClient = retryingImport(() => import("../auth/auth-client.ts").then((m) => m.getAuthClient()));

let navigateTo: ((path: string) => void) | undefined;

/**
 * Lets the router do the sign-in redirect (the portal layout registers its navigate function);
 * without one, the browser loads the sign-in page.
 */
export function setApiNavigator(navigate: ((path: string) => void) | undefined): void {
  navigateTo = navigate;
}

/** The app's client, wired to the auth client of app/lib/auth. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  accessToken: async () => (await (await authClient()).getSession()).data.session?.access_token ?? null,
  refresh: async () => {
    const { data, error } = await (await authClient()).refreshSession();
    return error ? null : (data.session?.access_token ?? null);
  },
  endSession: async (loginPath) => {
    const client = await authClient();
    // Local only: the server already refused the session. auth-js tells the AuthProvider.
    const { error } = await client.signOut({ scope: "local" }).catch((thrown: unknown) => ({ error: thrown }));
    if (error) forgetStoredSession();
    if (navigateTo) navigateTo(loginPath);
    else window.location.assign(loginPath);
  },
  currentPath: () => `${window.location.pathname}${window.location.search}`,
});
