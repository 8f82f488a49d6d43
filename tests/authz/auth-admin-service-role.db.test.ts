/**
 * The other side of the admin API's matrix rows (tests/authz/auth-admin-rows.ts): the same
 * well-formed requests, sent with the service-role key that `npm run admin -- service-key`
 * prints, succeed (the OAuth client registry answers GoTrue's "disabled" instead).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "#server/env.ts";
import { serviceKeyCommand } from "#server/cli/service-key-command.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { AUTH_ADMIN_ROWS, SERVICE_ROLE_STATUS } from "./auth-admin-rows.ts";
import type { MatrixContext } from "./authorization-matrix.ts";
import { matrixClient, signUp, type MatrixClient } from "./matrix-client.ts";

const run = `${process.pid}-${Date.now().toString(36)}`;
let database: TestDatabase;
let server: RunningServer;
let client: MatrixClient;
let serviceKey: string;
let ctx: MatrixContext;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, { AUTH_RATE_LIMIT_MULTIPLIER: "1000" });
  client = matrixClient(server.url);
  const printed = await serviceKeyCommand(database.db, loadConfig({ NODE_ENV: "test", PUBLIC_URL: server.url }), []);
  expect(printed.exitCode).toBe(0);
  serviceKey = printed.output;
  const owner = await signUp(client, `service-role-owner-${run}@example.com`, "agent");
  let n = 0;
  ctx = {
    client,
    // The service role's key is sent by this test, not by the matrix's callers; the admin rows name no status link.
    actor: "anon",
    links: { owners: { fileId: "", live: "", replaced: "" }, otherFile: "", expired: "" },
    owner,
    admin: owner,
    people: { lender: `service-role-lender-${run}@example.com`, buyer: `service-role-buyer-${run}@example.com`, seller: `service-role-seller-${run}@example.com` },
    unique: () => `${run}-${++n}`,
    // One cell per row here, so each value is simply made.
    perRow: (make) => make(),
  };
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

test("the service role gets success from every admin operation (GoTrue's 404 feature_disabled from the OAuth registry)", async () => {
  const got: Record<string, number> = {};
  for (const [operation, row] of Object.entries(AUTH_ADMIN_ROWS)) {
    const req = await row.request(ctx);
    const res = await client.call(operation.split(" ")[0]!, req.path, { token: serviceKey, body: req.body });
    got[operation] = res.status;
    if (res.status === 404) expect(res.json, operation).toMatchObject({ code: 404, error_code: "feature_disabled", msg: "OAuth server is disabled" });
  }
  expect(got).toEqual(SERVICE_ROLE_STATUS);
}, 60_000);

test("a service-role key made elsewhere with a configured signing key (AUTH_JWT_KEYS) is accepted whatever its issuer; one signed by another key is refused", async () => {
  const { generateKeyPair, exportJWK, SignJWT } = await import("jose");
  const makeKey = async (kid: string) => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    return { privateKey, jwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig", key_ops: ["sign", "verify"] } };
  };
  const ours = await makeKey("shared-key");
  const stranger = await makeKey("shared-key");
  const keyed = await startServer(database, { AUTH_JWT_KEYS: JSON.stringify([ours.jwk]) });
  try {
    const sign = (key: CryptoKey) =>
      new SignJWT({ role: "service_role" }).setProtectedHeader({ alg: "RS256", kid: "shared-key", typ: "JWT" }).setIssuer("supabase-demo").setIssuedAt().sign(key);
    const accepted = await matrixClient(keyed.url).call("GET", "/auth/v1/admin/users?per_page=1", { token: await sign(ours.privateKey) });
    expect(accepted.status).toBe(200);
    const refused = await matrixClient(keyed.url).call("GET", "/auth/v1/admin/users?per_page=1", { token: await sign(stranger.privateKey) });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error_code: "bad_jwt" });
  } finally {
    await keyed.close();
  }
}, 60_000);
