/**
 * The closer on the status page (issue 29): staff record who closes the file and their direct line
 * (POST and PATCH /admin/closing-files), and buyers and sellers see them on their status link.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { FIELD_MESSAGES } from "#core/leads/contact-fields.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { call } from "#tests/support/auth-requests.ts";
import { FILES, api, callers, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

async function statusOf(fileId: string) {
  const issued = await api(t, "POST", `${FILES}/${fileId}/status-link`, who.admin, { send: false });
  expect(issued.status).toBe(201);
  return (await call(t.app, "GET", `/api/v1/status/${encodeURIComponent(issued.json.token)}`)).json;
}

describe("the closer of a file", () => {
  test("opened with a closer and a direct line: staff see both, the status page shows them", async () => {
    const file = await openFile(t, who.admin, { closer_name: "  Jordan Meyer ", closer_phone: "319-555-0150" });
    expect(file).toMatchObject({ closer_name: "Jordan Meyer", closer_phone: "(319) 555-0150" });
    expect((await statusOf(file.id)).closer).toEqual({ name: "Jordan Meyer", phone: "(319) 555-0150", direct: true });
  });

  test("changed later; the direct line cleared: the page gives the office's number", async () => {
    const file = await openFile(t, who.admin);
    expect(file).toMatchObject({ closer_name: null, closer_phone: null });
    expect((await statusOf(file.id)).closer).toBeNull();
    const res = await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, { closer_name: "Sam Ortiz", closer_phone: "(515) 555-0190" });
    expect(res.json).toMatchObject({ closer_name: "Sam Ortiz", closer_phone: "(515) 555-0190" });
    await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, { closer_phone: null });
    expect((await statusOf(file.id)).closer).toEqual({ name: "Sam Ortiz", phone: "(319) 555-0142", direct: false });
  });

  test("a number that is not a phone number: 400 with the field's message", async () => {
    const file = await openFile(t, who.admin);
    const res = await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, { closer_phone: "call me" });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ closer_phone: FIELD_MESSAGES.invalidPhone });
  });
});
