import { describe, expect, test } from "vitest";
import { archiveName, archivesBeyond, entryProblems, parseManifest, schemaOf, schemaVerdict, type Manifest } from "./manifest.ts";

const JOURNAL = [
  { tag: "0000_init", when: 1000 },
  { tag: "0001_more", when: 2000 },
  { tag: "0002_last", when: 3000 },
];
const A = "a".repeat(64);
const B = "b".repeat(64);

const manifest: Manifest = {
  format: "heartland-backup",
  formatVersion: 1,
  createdAt: "2026-11-28T09:15:00.000Z",
  database: { kind: "pglite", entry: "database/pglite-data.tar.gz" },
  schema: { migration: "0002_last", when: 3000, applied: 3 },
  documents: { store: "fs", mode: "include", count: 1, bytes: 5, listed: [] },
  entries: [
    { path: "database/pglite-data.tar.gz", size: 10, sha256: A },
    { path: "documents/closing/x.bin", size: 5, sha256: B },
  ],
};

describe("schemaVerdict", () => {
  test.each([
    ["the build's last migration", { migration: "0002_last", when: 3000, applied: 3 }, { ok: true, tag: "0002_last" }],
    ["an older migration (the next start migrates it)", { migration: "0000_init", when: 1000, applied: 1 }, { ok: true, tag: "0000_init" }],
    ["a later migration", { migration: "0003_future", when: 4000, applied: 4 }, { ok: false, reason: "newer" }],
    ["a later, unnamed migration", { migration: null, when: 4000, applied: 4 }, { ok: false, reason: "newer" }],
    ["a migration of another branch", { migration: "0002_other", when: 2500, applied: 3 }, { ok: false, reason: "unknown" }],
    ["a known time under another name", { migration: "0002_renamed", when: 3000, applied: 3 }, { ok: false, reason: "unknown" }],
  ])("%s", (_, schema, want) => {
    expect(schemaVerdict(schema, JOURNAL)).toMatchObject(want);
  });

  test("the newer-schema message names both migrations and what to do", () => {
    const verdict = schemaVerdict({ migration: "0003_future", when: 4000, applied: 4 }, JOURNAL);
    expect(verdict.ok ? "" : verdict.message).toBe(
      "The archive's database schema (0003_future) is newer than this build's (0002_last). Restore it with the version of the product that made it, or a later one.",
    );
  });
});

describe("schemaOf", () => {
  test.each([
    [3000, 3, { migration: "0002_last", when: 3000, applied: 3 }],
    [9999, 4, { migration: null, when: 9999, applied: 4 }],
    [null, 0, { migration: null, when: 0, applied: 0 }],
  ])("last applied %s", (when, applied, want) => {
    expect(schemaOf(when, applied, JOURNAL)).toEqual(want);
  });
});

describe("entryProblems", () => {
  const db = { path: "database/pglite-data.tar.gz", size: 10, sha256: A };
  const doc = { path: "documents/closing/x.bin", size: 5, sha256: B };
  test.each([
    ["every entry as written", [db, doc], []],
    ["a changed byte", [db, { ...doc, sha256: A }], ["documents/closing/x.bin does not match its checksum"]],
    ["a cut entry", [db, { ...doc, size: 4 }], ["documents/closing/x.bin has 4 bytes, the manifest says 5"]],
    ["a missing entry", [db], ["documents/closing/x.bin is missing"]],
    ["an added entry", [db, doc, { path: "documents/evil", size: 1, sha256: A }], ["documents/evil is not in the manifest"]],
  ])("%s", (_, read, want) => {
    expect(entryProblems(manifest, read)).toEqual(want);
  });

  test("a manifest without its database entry", () => {
    expect(entryProblems({ ...manifest, entries: [manifest.entries[1]!] }, [doc])).toEqual(["the database dump database/pglite-data.tar.gz is not listed"]);
  });
});

describe("parseManifest", () => {
  test.each([
    ["not JSON", "{", "its manifest.json is not valid JSON"],
    ["another tool's JSON", JSON.stringify({ name: "x" }), "its manifest.json is not a Heartland backup manifest (format: "],
    ["a later format", JSON.stringify({ ...manifest, formatVersion: 2 }), "it was written in backup format 2; this build reads format 1."],
  ])("%s", (_, text, start) => {
    const parsed = parseManifest(text);
    expect("error" in parsed && parsed.error.startsWith(start)).toBe(true);
  });

  test("our manifest", () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual({ manifest });
  });
});

describe("archive names", () => {
  test("sort by time and keep the newest", () => {
    const names = [archiveName(new Date("2026-11-28T09:00:00.500Z")), archiveName(new Date("2026-11-27T23:59:59Z")), archiveName(new Date("2026-11-28T09:00:00.499Z"))];
    expect(names[0]).toBe("heartland-backup-20261128T090000.500Z.tar");
    expect(archivesBeyond([...names, "notes.txt", ".heartland-backup-20261128T100000.000Z.tar.partial"], 2)).toEqual(["heartland-backup-20261127T235959.000Z.tar"]);
    expect(archivesBeyond(names, 5)).toEqual([]);
  });
});
