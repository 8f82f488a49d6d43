import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Hono } from "hono";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { errorHandler } from "./http/error-handler.ts";
import { AppError } from "./http/errors.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("GET /api/v1/health", () => {
  test("answers 200 with the database up", async () => {
    const res = await createTestApp(database).request("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", checks: { database: { status: "up", kind: database.kind } } });
  });
});

describe("unknown API paths", () => {
  test("an unknown auth path answers a 404 in GoTrue's error shape", async () => {
    const res = await createTestApp(database).request("/auth/v1/not-an-endpoint", { method: "POST" });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ code: 404, error_code: "not_found" });
    expect(body.msg).toContain("/auth/v1/not-an-endpoint");
  });

  test.each(["/api/v1/nothing-here", "/api/whatever", "/api/v1/health/extra"])(
    "%s answers a JSON 404 in the error shape",
    async (path) => {
      const res = await createTestApp(database).request(path, { method: "POST" });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body.code).toBe("not_found");
      expect(body.message).toContain(path);
      expect(body.request_id).toBe(res.headers.get("x-request-id"));
    },
  );
});

describe("security headers", () => {
  test("every API response carries them", async () => {
    const res = await createTestApp(database).request("/api/v1/health");
    const h = res.headers;
    expect(h.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(h.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect(h.get("x-powered-by")).toBeNull();
  });

  test("a caller's request id is echoed, a malformed one replaced", async () => {
    const app = createTestApp(database);
    const ok = await app.request("/api/v1/health", { headers: { "X-Request-Id": "trace-123" } });
    expect(ok.headers.get("x-request-id")).toBe("trace-123");
    const bad = await app.request("/api/v1/health", { headers: { "X-Request-Id": "<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
  });
});

describe("GET /api/v1/public-config", () => {
  test("nothing third-party is configured by default", async () => {
    const res = await createTestApp(database).request("/api/v1/public-config");
    expect(await res.json()).toEqual({ chat_widget_src: null, booking_url: null, secure_email_change: true });
  });

  test("returns the configured chat widget and booking addresses", async () => {
    const app = createTestApp(database, {
      env: { CHAT_WIDGET_SRC: "https://chat.example.com/widget.js", BOOKING_URL: "https://cal.example.com/heartland" },
    });
    const res = await app.request("/api/v1/public-config");
    expect(await res.json()).toEqual({
      chat_widget_src: "https://chat.example.com/widget.js",
      booking_url: "https://cal.example.com/heartland",
      secure_email_change: true,
    });
  });
});

describe("error handler", () => {
  const app = new Hono();
  app.get("/bug", () => {
    throw new Error("secret detail at /srv/app/db.ts:42");
  });
  app.get("/bad", () => {
    throw new AppError(400, "validation_failed", "Please correct the highlighted fields.", { email: "Enter a valid e-mail" });
  });
  app.get("/limited", () => {
    throw new AppError(429, "over_request_rate_limit", "Too many requests", undefined, { "Retry-After": "30" });
  });
  app.onError(errorHandler(silentLogger));

  test("an unexpected error is a generic 500 with no internals", async () => {
    const res = await app.request("/bug");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code: "internal_error" });
    expect(text).not.toContain("secret detail");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  test("an AppError keeps its status, code, message, fields and headers", async () => {
    const bad = await app.request("/bad");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: "validation_failed",
      message: "Please correct the highlighted fields.",
      fields: { email: "Enter a valid e-mail" },
    });
    const limited = await app.request("/limited");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
  });
});
