/** A user's own clients: add, list (newest first, paged, searched), read, edit, delete; nobody else's. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { clients, smsOptOuts } from "#db/schema/index.ts";
import { CLIENT_MESSAGES } from "#core/clients/client-fields.ts";
import { FIELD_MESSAGES } from "#core/leads/contact-fields.ts";
import { call } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const api = (method: string, path: string, token?: string, body?: unknown) => call(t.app, method, path, { token, body });

async function addMany(userId: string, count: number, make: (i: number) => Partial<typeof clients.$inferInsert> = () => ({})) {
  const base = Date.parse("2026-05-01T12:00:00Z");
  await t.database.db
    .insert(clients)
    .values(Array.from({ length: count }, (_, i) => ({ userId, name: `Client ${i}`, createdAt: new Date(base + i * 1000), ...make(i) })));
}

describe("POST /api/v1/clients", () => {
  test("adds a client, normalised, owned by the caller whatever the body says", async () => {
    const agent = await signUpFresh(t.app);
    const other = await signUpFresh(t.app);
    const res = await api("POST", "/api/v1/clients", agent.session.access_token, {
      name: "  Mary   Smith ",
      email: "Mary.Smith@Example.com",
      phone: "319.555.0142",
      company: "Prairie Home Realty",
      notes: "Prefers texts after 5",
      user_id: other.session.user.id,
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Mary Smith",
      email: "mary.smith@example.com",
      phone: "(319) 555-0142",
      company: "Prairie Home Realty",
      notes: "Prefers texts after 5",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.json.id).not.toBe("00000000-0000-4000-8000-000000000000");
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, res.json.id));
    expect(row!.userId).toBe(agent.session.user.id);
  });

  test.each([
    [{}, { name: CLIENT_MESSAGES.nameRequired }],
    [{ name: "Jo", email: "jo at example" }, { email: FIELD_MESSAGES.invalidEmail }],
    [{ name: "Jo", phone: "12" }, { phone: FIELD_MESSAGES.invalidPhone }],
    [{ name: "Jo", notes: "x".repeat(5001) }, { notes: CLIENT_MESSAGES.notesTooLong }],
    [{ name: "Jo\u0000" }, { name: "Please remove the invisible control characters from this text" }],
  ])("%j: 400 naming the field", async (body, fields) => {
    const agent = await signUpFresh(t.app);
    const res = await api("POST", "/api/v1/clients", agent.session.access_token, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields });
  });

  test("without a token: 401", async () => {
    expect((await api("POST", "/api/v1/clients", undefined, { name: "Jo" })).status).toBe(401);
  });
});

describe("GET /api/v1/clients", () => {
  test("only the caller's clients, newest first, in pages without gaps or repeats", async () => {
    const agent = await signUpFresh(t.app);
    const other = await signUpFresh(t.app);
    await addMany(agent.session.user.id, 45);
    await addMany(other.session.user.id, 3, (i) => ({ name: `Other ${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api("GET", `/api/v1/clients?limit=20${cursor ? `&cursor=${cursor}` : ""}`, agent.session.access_token);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      seen.push(...res.json.data.map((c: { name: string }) => c.name));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `Client ${44 - i}`));
  });

  test("an account without clients gets an empty page", async () => {
    const agent = await signUpFresh(t.app);
    expect((await api("GET", "/api/v1/clients", agent.session.access_token)).json).toEqual({ data: [], next_cursor: null });
  });

  test.each([
    ["smith", ["Mary Smith", "Sam Smithers"]],
    ["ACME", ["Jo Doe"]],
    ["prairie.example", ["Ann Lee"]],
    ["5550142", ["Mary Smith"]],
    ["(319) 555-0199", ["Sam Smithers"]],
    ["100%", []],
    ["nobody", []],
  ])("search %j finds %j", async (q, names) => {
    const agent = await signUpFresh(t.app);
    const other = await signUpFresh(t.app);
    await addMany(agent.session.user.id, 4, (i) =>
      [
        { name: "Mary Smith", phone: "(319) 555-0142" },
        { name: "Jo Doe", company: "Acme Realty" },
        { name: "Ann Lee", email: "ann@prairie.example" },
        { name: "Sam Smithers", phone: "(319) 555-0199" },
      ][i]!,
    );
    await addMany(other.session.user.id, 1, () => ({ name: "Pat Smith", phone: "(319) 555-0142" }));
    const res = await api("GET", `/api/v1/clients?q=${encodeURIComponent(q)}`, agent.session.access_token);
    expect(res.status).toBe(200);
    expect(res.json.data.map((c: { name: string }) => c.name).sort()).toEqual(names);
  });

  test.each([
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["cursor=nope", "cursor"],
    [`q=${"x".repeat(101)}`, "q"],
    ["q=%00", "q"],
  ])("?%s: 400 naming %s", async (query, field) => {
    const agent = await signUpFresh(t.app);
    const res = await api("GET", `/api/v1/clients?${query}`, agent.session.access_token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toContain(field);
  });
});

describe("/api/v1/clients/{id}", () => {
  async function owned() {
    const agent = await signUpFresh(t.app);
    const res = await api("POST", "/api/v1/clients", agent.session.access_token, { name: "Mary Smith", phone: "(319) 555-0142" });
    return { agent, id: res.json.id as string };
  }

  test("GET: the client, with whether its number opted out of texts", async () => {
    const { agent, id } = await owned();
    const res = await api("GET", `/api/v1/clients/${id}`, agent.session.access_token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, name: "Mary Smith", phone: "(319) 555-0142", sms_opted_out: false });
    await t.database.db.insert(smsOptOuts).values({ phone: "+13195550142", keyword: "STOP" });
    expect((await api("GET", `/api/v1/clients/${id}`, agent.session.access_token)).json.sms_opted_out).toBe(true);
    await t.database.db.delete(smsOptOuts);
  });

  test("PUT replaces the fields; the owner cannot be changed", async () => {
    const { agent, id } = await owned();
    const other = await signUpFresh(t.app);
    const res = await api("PUT", `/api/v1/clients/${id}`, agent.session.access_token, {
      name: "Mary Jones",
      email: "mary@example.com",
      phone: "",
      notes: "Married in June",
      user_id: other.session.user.id,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, name: "Mary Jones", email: "mary@example.com", phone: null, company: null, notes: "Married in June" });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, id));
    expect(row!.userId).toBe(agent.session.user.id);
    expect((await api("PUT", `/api/v1/clients/${id}`, agent.session.access_token, { name: "" })).status).toBe(400);
  });

  test("DELETE removes it: then 404 for every method", async () => {
    const { agent, id } = await owned();
    expect((await api("DELETE", `/api/v1/clients/${id}`, agent.session.access_token)).status).toBe(204);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await api(method, `/api/v1/clients/${id}`, agent.session.access_token, method === "PUT" ? { name: "X" } : undefined);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: "not_found", message: CLIENT_MESSAGES.notFound });
    }
  });

  test("another user's client is 404 for every method and stays as it was", async () => {
    const { id } = await owned();
    const stranger = await signUpFresh(t.app);
    const token = stranger.session.access_token;
    expect((await api("GET", `/api/v1/clients/${id}`, token)).status).toBe(404);
    expect((await api("PUT", `/api/v1/clients/${id}`, token, { name: "Taken" })).status).toBe(404);
    expect((await api("DELETE", `/api/v1/clients/${id}`, token)).status).toBe(404);
    expect((await api("GET", `/api/v1/clients/${id}/communications`, token)).status).toBe(404);
    expect((await api("POST", `/api/v1/clients/${id}/communications`, token, { type: "sms", content: "Hi" })).status).toBe(404);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, id));
    expect(row!.name).toBe("Mary Smith");
  });

  test.each(["not-a-uuid", "..%2F..%2Fetc", "00000000-0000-4000-8000-000000000000"])("id %j: 404", async (id) => {
    const agent = await signUpFresh(t.app);
    const res = await api("GET", `/api/v1/clients/${id}`, agent.session.access_token);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });
});
