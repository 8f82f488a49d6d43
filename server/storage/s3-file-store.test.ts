/** The S3 driver against a real S3-compatible server (s3rver on a free local port), not a mock. */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStore } from "./create-file-store.ts";
import { readAll, type FileStore } from "./file-store.ts";
import { startLocalS3, type LocalS3 } from "./local-s3-server.ts";
import { parseStorageUrl } from "./s3-file-store.ts";

let s3: LocalS3;
let store: FileStore;
beforeAll(async () => {
  s3 = await startLocalS3();
  store = createFileStore({ dataDir: "/nonexistent", STORAGE_URL: s3.storageUrl });
});
afterAll(() => s3.close());

async function* chunks(count: number, size: number, failAfter?: number) {
  for (let i = 0; i < count; i++) {
    if (i === failAfter) throw new Error("the client went away");
    yield new Uint8Array(size).fill(i % 251);
  }
}

describe("S3 file store", () => {
  it("puts, finds, streams back and deletes an object", async () => {
    expect(await store.exists("closing/a/one")).toBe(false);
    expect(await store.get("closing/a/one")).toBeNull();
    await store.put("closing/a/one", Buffer.from("first"));
    expect(await store.exists("closing/a/one")).toBe(true);
    const file = (await store.get("closing/a/one"))!;
    expect(file.size).toBe(5);
    expect((await readAll(file)).toString()).toBe("first");
    await store.delete("closing/a/one");
    expect(await store.exists("closing/a/one")).toBe(false);
    await expect(store.delete("closing/a/one")).resolves.toBeUndefined();
  });

  it("streams a 12 MB upload in parts and gives back the same bytes", async () => {
    await store.putStream("closing/a/big", chunks(12, 1024 * 1024));
    const back = await readAll((await store.get("closing/a/big"))!);
    expect(back.length).toBe(12 * 1024 * 1024);
    const expected = createHash("sha256");
    for await (const c of chunks(12, 1024 * 1024)) expected.update(c);
    expect(createHash("sha256").update(back).digest("hex")).toBe(expected.digest("hex"));
  });

  it.each([
    ["before the first part is full", 2],
    ["after several parts", 8],
  ])("a stream that fails %s leaves no object", async (_when, failAfter) => {
    await expect(store.putStream(`closing/a/cut-${failAfter}`, chunks(12, 1024 * 1024, failAfter))).rejects.toThrow(/went away/);
    expect(await store.exists(`closing/a/cut-${failAfter}`)).toBe(false);
  });

  it.each(["../outside", "/etc/passwd", "UPPER", "a//b"])("refuses the key %j", async (bad) => {
    await expect(store.put(bad, Buffer.from("x"))).rejects.toThrow(/Not a storage path/);
    await expect(store.get(bad)).rejects.toThrow(/Not a storage path/);
  });
});

describe("parseStorageUrl", () => {
  it.each([
    [
      "s3://AKIA:se%2Fcret@minio.internal:9000/closing-docs?region=us-east-2&tls=false",
      { endpoint: "http://minio.internal:9000", region: "us-east-2", bucket: "closing-docs", accessKeyId: "AKIA", secretAccessKey: "se/cret" },
    ],
    ["s3://k:s@s3.example.com/b", { endpoint: "https://s3.example.com", region: "us-east-1", bucket: "b", accessKeyId: "k", secretAccessKey: "s" }],
  ])("%s", (url, expected) => {
    expect(parseStorageUrl(url)).toEqual(expected);
  });

  it.each(["not a url", "https://k:s@host/bucket", "s3://host/bucket", "s3://k:s@host/", "s3://k:s@host/b/extra"])("refuses %j", (url) => {
    expect(() => parseStorageUrl(url)).toThrow(/STORAGE_URL/);
  });
});
