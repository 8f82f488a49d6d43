import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient, filenameOf, type ApiClientDeps } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { shouldRetry } from "./query-client.ts";

/**
 * The client in front of a fake server: `answers` are the responses in order; every request is
 * recorded with the token it carried. The browser's fetch is the only thing faked.
 */
function setup(answers: (() => Response)[], opts: { token?: string | null; refreshTo?: string | null } = {}) {
  const requests: { url: string; method: string; auth: string | null; body: unknown; contentType?: string | null }[] = [];
  const events: string[] = [];
  let token = opts.token === undefined ? "token-1" : opts.token;
  const deps: ApiClientDeps = {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      requests.push({
        url: String(input),
        method: init?.method ?? "GET",
        auth: headers.get("Authorization"),
        body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
        ...(init?.body instanceof FormData ? { contentType: headers.get("Content-Type") } : {}),
      });
      const next = answers.shift();
      if (!next) throw new TypeError("Failed to fetch");
      return next();
    },
    accessToken: async () => token,
    refresh: async () => {
      events.push("refresh");
      token = opts.refreshTo === undefined ? "token-2" : opts.refreshTo;
      return token;
    },
    endSession: async (loginPath) => {
      events.push(`end-session ${loginPath}`);
    },
    currentPath: () => "/clients/42?tab=history",
  };
  return { client: createApiClient(deps), requests, events };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const expired = json(401, { code: "invalid_token", message: "The access token has expired." });

describe("the authenticated API client", () => {
  it("sends the access token and reads the JSON answer, checked against its schema", async () => {
    const { client, requests } = setup([json(200, { id: "c1", name: "Pat" })]);
    const schema = z.object({ id: z.string(), name: z.string() });
    await expect(client.get("/api/v1/clients/c1", { schema })).resolves.toEqual({ id: "c1", name: "Pat" });
    expect(requests).toEqual([{ url: "/api/v1/clients/c1", method: "GET", auth: "Bearer token-1", body: undefined }]);
  });

  it("sends a body as JSON and reads an empty 204 as nothing", async () => {
    const { client, requests } = setup([() => new Response(null, { status: 204 })]);
    await expect(client.patch("/api/v1/leads/1", { status: "contacted" })).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: "PATCH", body: { status: "contacted" } });
  });

  it("sends a FormData body (an upload) as it is, leaving the multipart Content-Type to the browser", async () => {
    const { client, requests } = setup([json(201, { id: "d1" })]);
    const form = new FormData();
    form.set("visibility", "everyone");
    form.set("file", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "commitment.pdf");
    await expect(client.post("/api/v1/closing-files/f1/documents", form)).resolves.toEqual({ id: "d1" });
    expect(requests[0]).toMatchObject({ method: "POST", auth: "Bearer token-1", body: form, contentType: null });
  });

  it("the auth client's code not arriving (offline) is a network error, and the next request tries again", async () => {
    let loads = 0;
    const deps: ApiClientDeps = {
      fetch: async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "Content-Type": "application/json" } }),
      accessToken: async () => {
        if (++loads === 1) throw new TypeError("Failed to fetch dynamically imported module: http://x/assets/auth-client.js");
        return "token-1";
      },
      refresh: async () => null,
      endSession: async () => {},
      currentPath: () => "/clients",
    };
    const client = createApiClient(deps);
    await expect(client.get("/api/v1/me")).rejects.toMatchObject({ status: 0, code: "network_error" });
    await expect(client.get("/api/v1/me")).resolves.toEqual({ ok: true });
  });

  it("on a 401 refreshes the session once and retries with the new token", async () => {
    const { client, requests, events } = setup([expired, json(200, { ok: true })]);
    await expect(client.get("/api/v1/me")).resolves.toEqual({ ok: true });
    expect(events).toEqual(["refresh"]);
    expect(requests.map((r) => r.auth)).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("requests that fail together share one refresh (refresh tokens rotate)", async () => {
    const { client, events } = setup([expired, expired, json(200, 1), json(200, 2)]);
    await Promise.all([client.get("/api/v1/a"), client.get("/api/v1/b")]);
    expect(events).toEqual(["refresh"]);
  });

  it("a second 401 ends the session and sends the person to sign in, back to this page", async () => {
    const { client, requests, events } = setup([expired, expired]);
    const error = await client.get("/api/v1/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "invalid_token" });
    expect(requests).toHaveLength(2);
    expect(events).toEqual(["refresh", `end-session /login?next=${encodeURIComponent("/clients/42?tab=history")}`]);
  });

  it("a session that cannot be refreshed is not retried: it ends at once", async () => {
    const { client, requests, events } = setup([expired], { refreshTo: null });
    await expect(client.get("/api/v1/me")).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(events).toEqual(["refresh", expect.stringMatching(/^end-session \/login\?next=/)]);
  });

  it("turns the server's error body into a typed ApiError", async () => {
    const { client } = setup([
      json(400, { code: "validation_failed", message: "Check the highlighted fields.", fields: { name: "Enter a name" } }),
    ]);
    const error = (await client.post("/api/v1/clients", {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Check the highlighted fields.",
      fields: { name: "Enter a name" },
      isClientError: true,
    });
  });

  it("reads Retry-After on a 429 and gives a generic error for a body that is not the API's", async () => {
    const { client } = setup([
      json(429, { code: "rate_limited", message: "Too many requests." }, { "Retry-After": "30" }),
      () => new Response("<html>Bad gateway</html>", { status: 502 }),
    ]);
    await expect(client.post("/api/v1/orders", {})).rejects.toMatchObject({ status: 429, code: "rate_limited", retryAfter: 30 });
    await expect(client.get("/api/v1/me")).rejects.toMatchObject({
      status: 502,
      code: "request_failed",
      message: "The request failed.",
      fields: {},
    });
  });

  it("a request that never reaches the server is a network_error with status 0", async () => {
    const { client } = setup([]);
    await expect(client.get("/api/v1/me")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("an answer of an unexpected shape is an error, not bad data on the page", async () => {
    const { client } = setup([json(200, { id: 7 })]);
    await expect(client.get("/api/v1/me", { schema: z.object({ id: z.string() }) })).rejects.toMatchObject({
      code: "unexpected_response",
    });
  });
});

describe("file downloads (CSV exports)", () => {
  const csv = () =>
    new Response("name,email\r\nPat,pat@example.com\r\n", {
      status: 200,
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads-2026-11-23.csv"' },
    });

  it("returns the bytes and the server's file name, with the same token and refresh as any call", async () => {
    const { client, requests, events } = setup([expired, csv]);
    const file = await client.download("/api/v1/admin/leads.csv?status=new");
    expect(await file.blob.text()).toBe("name,email\r\nPat,pat@example.com\r\n");
    expect(file.filename).toBe("leads-2026-11-23.csv");
    expect(events).toEqual(["refresh"]);
    expect(requests.map((r) => r.auth)).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("a refused export is an ApiError with the server's message", async () => {
    const { client } = setup([json(403, { code: "mfa_required", message: "Enter the code." })]);
    await expect(client.download("/api/v1/admin/users.csv")).rejects.toMatchObject({ status: 403, code: "mfa_required" });
  });

  it.each([
    ['attachment; filename="users-2026-11-23.csv"', "users-2026-11-23.csv"],
    ["attachment; filename*=UTF-8''service%20requests.csv", "service requests.csv"],
    ["attachment", null],
    [null, null],
  ])("the file name of %j is %j", (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});

describe("query retries", () => {
  it.each([
    [new ApiError(404, "not_found", "Not found"), 0, false],
    [new ApiError(403, "forbidden", "No"), 0, false],
    [new ApiError(500, "internal", "Boom"), 0, true],
    [new ApiError(500, "internal", "Boom"), 1, false],
    [new ApiError(0, "network_error", "Offline"), 0, true],
    [new TypeError("x"), 0, true],
  ])("%o after %i failures: retry %s", (error, failures, retry) => {
    expect(shouldRetry(failures, error)).toBe(retry);
  });
});
