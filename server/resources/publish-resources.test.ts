import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GENERATED_RESOURCES } from "#core/content/resources/index.ts";
import { createFsFileStore } from "../storage/fs-file-store.ts";
import { publishResources } from "./publish-resources.ts";
import { renderResource } from "./render-resource.ts";

const root = mkdtempSync(join(tmpdir(), "hc-publish-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("publishing the generated resources", () => {
  const store = createFsFileStore(root);

  it("renders the same bytes every time (so instances and restarts agree)", async () => {
    for (const r of GENERATED_RESOURCES) {
      expect(Buffer.from(await renderResource(r)).equals(Buffer.from(await renderResource(r))), r.storagePath).toBe(true);
    }
  });

  it("writes every file once, then nothing while the text is unchanged, and restores a damaged one", async () => {
    expect((await publishResources(store)).sort()).toEqual(GENERATED_RESOURCES.map((r) => r.storagePath).sort());
    const before = statSync(join(root, "resources/moving-guide.pdf")).mtimeMs;
    expect(await publishResources(store)).toEqual([]);
    expect(statSync(join(root, "resources/moving-guide.pdf")).mtimeMs).toBe(before);

    await store.put("resources/checklists.zip", Buffer.from("not a zip"));
    expect(await publishResources(store)).toEqual(["resources/checklists.zip"]);
  });
});
