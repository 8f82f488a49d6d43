/**
 * Every route the app registers is declared, read from where the routes declare themselves: each
 * /api/v1 route (createRoute) is in the OpenAPI document the app serves, and each /auth/v1 route
 * the auth router registers (Hono's app.routes) has its entry in tests/support/auth-operations.ts,
 * the list the fuzzer and the authorization matrix send their requests from; nothing is declared
 * that does not exist. A route added without createRoute (or without its entry) fails here, and
 * so stays neither undocumented nor unfuzzed (tests/fuzz/ reads the same two sources).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Hono } from "hono";
import { AUTH_OPERATIONS, authOperationKey } from "#tests/support/auth-operations.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp } from "#tests/support/test-app.ts";

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, unknown> }>>;
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string; bearerFormat?: string }> };
}

let database: TestDatabase;
let app: Hono;
let doc: OpenApiDocument;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  doc = (await (await app.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
});
afterAll(async () => {
  await database.close();
});

/**
 * "METHOD /path" of the handlers registered under `prefix`. Middleware (app.use) is listed by Hono
 * with the method ALL, so ALL entries are left out: a real route is declared with its method.
 */
function registered(prefix: string): string[] {
  const keys = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith(prefix))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

function documented(): string[] {
  const keys: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      // OpenAPI writes parameters as {id}, Hono as :id.
      keys.push(`${method.toUpperCase()} /api/v1${path.replace(/\{([^}]+)\}/g, ":$1")}`);
    }
  }
  return keys.sort();
}

describe("route inventory", () => {
  test("every /api/v1 route is in the OpenAPI document, and every documented operation exists", () => {
    const routes = registered("/api/v1/").filter((k) => k !== "GET /api/v1/openapi.json");
    expect(routes.length).toBeGreaterThan(5);
    expect(routes).toEqual(documented());
  });

  test("every /auth/v1 route is in the declared list, and every declared operation exists", () => {
    const declared = AUTH_OPERATIONS.map(authOperationKey).sort();
    expect(new Set(declared).size).toBe(declared.length);
    expect(registered("/auth/v1/")).toEqual(declared);
  });

  test("the document declares the bearer scheme; operations needing a caller use it and document 401", () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
    const signedIn: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const requirement of op.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(doc.components?.securitySchemes).toHaveProperty(scheme);
        }
        // Required unless one alternative is anonymous ({}).
        const required = !!op.security?.length && !op.security.some((r) => Object.keys(r).length === 0);
        if (required) {
          signedIn.push(`${method.toUpperCase()} ${path}`);
          expect(op.responses, `${method} ${path}`).toHaveProperty("401");
        }
      }
    }
    expect(signedIn).toContain("GET /me");
  });

  test("the four previously undocumented routes are documented with their responses", () => {
    expect(Object.keys(doc.paths["/me"]!.get!.responses).sort()).toEqual(["200", "401", "403"]);
    expect(Object.keys(doc.paths["/health"]!.get!.responses).sort()).toEqual(["200", "503"]);
    expect(Object.keys(doc.paths["/public-config"]!.get!.responses)).toEqual(["200"]);
    expect(Object.keys(doc.paths["/dev/mailbox"]!.get!.responses).sort()).toEqual(["200", "400"]);
  });
});
