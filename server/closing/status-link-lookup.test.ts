import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closingFiles, closingStatusLinks } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { AppError } from "../http/errors.ts";
import { tokenHash } from "./link-tokens.ts";
import { fileOfStatusToken, statusLinkExpiry } from "./status-link-lookup.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date("2026-11-23T15:00:00Z");
const DAY = 86_400_000;
let n = 0;

async function link(opts: { completedAt?: Date | null; revoked?: boolean } = {}) {
  n += 1;
  const [file] = await database.db
    .insert(closingFiles)
    .values({ fileNumber: `HC-2026-L${n}-${randomBytes(3).toString("hex")}`, propertyAddress: "1 Main St, Ames, IA 50010", county: "Story", kind: "purchase", completedAt: opts.completedAt ?? null })
    .returning();
  const token = randomBytes(32).toString("base64url");
  const [row] = await database.db
    .insert(closingStatusLinks)
    .values({ fileId: file!.id, tokenHash: tokenHash(token), revokedAt: opts.revoked ? NOW : null })
    .returning();
  return { token, fileId: file!.id, linkId: row!.id };
}

async function outcome(token: string) {
  try {
    return await fileOfStatusToken(database.db, token, NOW);
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code };
    throw err;
  }
}

describe("fileOfStatusToken", () => {
  it.each([
    ["an open file", {}, "ok"],
    ["completed yesterday", { completedAt: new Date(NOW.getTime() - DAY) }, "ok"],
    ["completed 90 days less a second ago", { completedAt: new Date(NOW.getTime() - 90 * DAY + 1000) }, "ok"],
    ["completed exactly 90 days ago", { completedAt: new Date(NOW.getTime() - 90 * DAY) }, { status: 410, code: "status_link_expired" }],
    ["completed a year ago", { completedAt: new Date(NOW.getTime() - 365 * DAY) }, { status: 410, code: "status_link_expired" }],
    ["revoked", { revoked: true }, { status: 404, code: "status_link_invalid" }],
    ["revoked and long expired", { revoked: true, completedAt: new Date(NOW.getTime() - 365 * DAY) }, { status: 404, code: "status_link_invalid" }],
  ] as const)("%s", async (_name, opts, expected) => {
    const l = await link(opts);
    const completedAt = "completedAt" in opts ? opts.completedAt : null;
    const ok = { fileId: l.fileId, linkId: l.linkId, expiresAt: completedAt ? new Date(completedAt.getTime() + 90 * DAY) : null };
    expect(await outcome(l.token)).toEqual(expected === "ok" ? ok : expected);
  });

  it.each(["", "short", "A".repeat(43), "A".repeat(44), "../../etc/passwd", "x".repeat(10_000), "a b".padEnd(43, "c")])("refuses the token %j as invalid", async (token) => {
    expect(await outcome(token)).toEqual({ status: 404, code: "status_link_invalid" });
  });

  it("statusLinkExpiry: 90 days after completion, none while open", () => {
    expect(statusLinkExpiry(null)).toBeNull();
    expect(statusLinkExpiry(new Date("2026-01-01T00:00:00Z"))?.toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });
});
