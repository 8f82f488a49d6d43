/**
 * Every admin pipeline route, with ADMIN_MFA=required (the default): no token 401, a user 403,
 * an admin without two-step verification 403 mfa_required, and an aal2 admin is served.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { KINDS, api, callers, type Callers } from "#tests/support/kits/pipeline.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;
let ids: Record<string, string>;

beforeAll(async () => {
  who = await callers(t);
  ids = {};
  for (const k of KINDS) ids[k.kind] = (await k.insert(t.database, [{ name: "Access Check" }]))[0]!;
});

const routes = KINDS.flatMap((k) => [
  { name: `GET ${k.path}`, method: "GET", path: () => `${k.path}?limit=5`, ok: 200, body: undefined },
  { name: `GET ${k.csvPath}`, method: "GET", path: () => k.csvPath, ok: 200, body: undefined },
  { name: `GET ${k.path}/{id}`, method: "GET", path: () => `${k.path}/${ids[k.kind]}`, ok: 200, body: undefined },
  { name: `PATCH ${k.path}/{id}`, method: "PATCH", path: () => `${k.path}/${ids[k.kind]}`, ok: 200, body: { status: "contacted" } },
]);

describe.each(routes)("$name", (route) => {
  test("without a token: 401", async () => {
    const res = await api(t, route.method, route.path(), undefined, route.body);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthorized");
  });

  test("a signed-in user who is not an admin: 403 forbidden", async () => {
    const res = await api(t, route.method, route.path(), who.user, route.body);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("forbidden");
  });

  test("an admin signed in with the password only: 403 mfa_required", async () => {
    const res = await api(t, route.method, route.path(), who.adminAal1, route.body);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("mfa_required");
  });

  test("an admin after two-step verification: served", async () => {
    const res = await api(t, route.method, route.path(), who.admin, route.body);
    expect(res.status).toBe(route.ok);
  });
});

test("the OpenAPI document lists every pipeline route with its admin-only answers and the view's choices", async () => {
  const doc = (await api(t, "GET", "/api/v1/openapi.json")).json;
  for (const k of KINDS) {
    const base = k.path.replace("/api/v1", "");
    const list = doc.paths[base].get;
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
    const params = Object.fromEntries(list.parameters.map((p: { name: string; schema: unknown }) => [p.name, p.schema]));
    expect(params.status).toMatchObject({ enum: ["", "new", "contacted", "qualified", "converted"] });
    expect(params.sort).toMatchObject({ enum: ["", "newest", "oldest", "name", "name_desc"] });
    expect(Object.keys(doc.paths[`${base}/{id}`])).toEqual(expect.arrayContaining(["get", "patch"]));
    expect(doc.paths[`${base}.csv`].get.responses["200"].content).toHaveProperty(["text/csv"]);
  }
});
