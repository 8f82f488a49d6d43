/** GET /api/v1/admin/documents: the 8 resource documents by type, each with a signed link that downloads. */
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { administrator, apiCall, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller;
beforeAll(async () => {
  admin = await administrator(t);
});

interface Doc {
  id: string;
  name: string;
  type: string;
  description: string;
  url: string;
  expires_at: string | null;
}

const documents = async (query: string) => {
  const res = await apiCall(t, "GET", `/api/v1/admin/documents${query}`, admin.token);
  expect(res.status).toBe(200);
  return res.json.data as Doc[];
};

describe("GET /api/v1/admin/documents", () => {
  test("all 8, by default and with type=all, each with a description and a link valid for minutes", async () => {
    const all = await documents("");
    expect(all.map((d) => d.name)).toEqual([
      "Moving Guide",
      "Insurance Guide",
      "Inspection FAQs",
      "Post-Closing Checklist",
      "Branded Templates",
      "Email Templates",
      "Checklists",
      "FSBO Closing Package",
    ]);
    expect((await documents("?type=all")).map((d) => d.id)).toEqual(all.map((d) => d.id));
    for (const d of all) {
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.url).toMatch(/^\/files\/resources\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
      expect(Date.parse(d.expires_at!) - Date.now()).toBeGreaterThan(60_000);
    }
  });

  test.each([
    ["fsbo", ["FSBO Closing Package"]],
    ["agent", ["Moving Guide", "Insurance Guide", "Inspection FAQs", "Post-Closing Checklist"]],
    ["lender", ["Checklists"]],
    ["marketing", ["Branded Templates", "Email Templates"]],
  ])("type=%s", async (type, names) => {
    const docs = await documents(`?type=${type}`);
    expect(docs.map((d) => d.name)).toEqual(names);
    expect(docs.every((d) => d.type === type)).toBe(true);
  });

  test("each link downloads its file; a link altered to another file is refused", async () => {
    for (const d of await documents("?type=all")) {
      const res = await t.app.request(d.url);
      expect(res.status, d.name).toBe(200);
      const body = new Uint8Array(await res.arrayBuffer());
      if (d.url.includes(".pdf?")) {
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(new TextDecoder().decode(body.slice(0, 5))).toBe("%PDF-");
      } else {
        expect(res.headers.get("content-type")).toBe("application/zip");
        expect([body[0], body[1]]).toEqual([0x50, 0x4b]);
      }
    }
    const [first] = await documents("?type=agent");
    const tampered = first!.url.replace("moving-guide", "insurance-guide");
    expect((await t.app.request(tampered)).status).toBe(403);
  });

  test("?type=public is a 400 naming type", async () => {
    const res = await apiCall(t, "GET", "/api/v1/admin/documents?type=public", admin.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { type: ADMIN_MESSAGES.invalidDocumentType } });
  });
});
