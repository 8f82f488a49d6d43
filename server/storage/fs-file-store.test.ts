import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readAll } from "./file-store.ts";
import { createFsFileStore } from "./fs-file-store.ts";

const root = mkdtempSync(join(tmpdir(), "hc-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("file-system file store", () => {
  const store = createFsFileStore(root);

  it("puts, finds and streams a file back", async () => {
    expect(await store.exists("resources/a.txt")).toBe(false);
    expect(await store.get("resources/a.txt")).toBeNull();
    await store.put("resources/a.txt", Buffer.from("first"));
    expect(await store.exists("resources/a.txt")).toBe(true);
    const file = (await store.get("resources/a.txt"))!;
    expect(file.size).toBe(5);
    expect((await readAll(file)).toString()).toBe("first");
  });

  it("replaces a file whole and leaves no temporary files behind", async () => {
    await store.put("resources/a.txt", Buffer.from("second version"));
    expect((await readAll((await store.get("resources/a.txt"))!)).toString()).toBe("second version");
    expect(readdirSync(join(root, "resources"))).toEqual(["a.txt"]);
  });

  it("treats a folder as no file", async () => {
    expect(await store.exists("resources")).toBe(false);
    expect(await store.get("resources")).toBeNull();
    expect(await store.get("resources/a.txt/deeper")).toBeNull();
  });

  it.each(["../outside.txt", "resources/../../outside.txt", "/etc/passwd", "UPPER.txt", "a//b", "a\u0000b"])("refuses the key %j", async (bad) => {
    await expect(store.put(bad, Buffer.from("x"))).rejects.toThrow(/Not a storage path/);
    await expect(store.get(bad)).rejects.toThrow(/Not a storage path/);
  });
});

describe("file-system file store: streams and deletion", () => {
  const store = createFsFileStore(root);
  async function* pieces(count: number, failAfter?: number) {
    for (let i = 0; i < count; i++) {
      if (i === failAfter) throw new Error("the client went away");
      yield Buffer.from(`piece ${i};`);
    }
  }

  it("writes a stream whole, then deletes it (deleting again is no error)", async () => {
    await store.putStream("closing/x/doc", pieces(3));
    expect((await readAll((await store.get("closing/x/doc"))!)).toString()).toBe("piece 0;piece 1;piece 2;");
    await store.delete("closing/x/doc");
    expect(await store.exists("closing/x/doc")).toBe(false);
    await expect(store.delete("closing/x/doc")).resolves.toBeUndefined();
  });

  it("a stream that fails half-way leaves neither the object nor a temporary file", async () => {
    await expect(store.putStream("closing/x/cut", pieces(5, 3))).rejects.toThrow(/went away/);
    expect(await store.exists("closing/x/cut")).toBe(false);
    expect(readdirSync(join(root, "closing", "x"))).toEqual([]);
  });
});
