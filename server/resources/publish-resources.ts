/**
 * Puts the generated resource files into the file store, once per process, before the first
 * /files download is served (docs/decisions/011-file-store-and-signed-links.md). A file whose bytes
 * already match is left alone, so restarts and several instances write nothing new; a changed
 * text replaces its file on the next start.
 */
import { GENERATED_RESOURCES } from "#core/content/resources/index.ts";
import type { Logger } from "../logger.ts";
import { readAll, type FileStore } from "../storage/file-store.ts";
import { renderResource } from "./render-resource.ts";

export async function publishResources(store: FileStore): Promise<string[]> {
  const written: string[] = [];
  for (const resource of GENERATED_RESOURCES) {
    const bytes = await renderResource(resource);
    const current = await store.get(resource.storagePath);
    if (current && Buffer.from(bytes).equals(await readAll(current))) continue;
    await store.put(resource.storagePath, bytes);
    written.push(resource.storagePath);
  }
  return written;
}

/** publishResources once; a failure (say, a full disk) is retried by the next caller. */
export function resourcePublisher(store: FileStore, logger: Logger): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= publishResources(store).then(
      (written) => {
        if (written.length) logger.info({ files: written }, "resource files published");
      },
      (err: unknown) => {
        done = undefined;
        throw err;
      },
    );
    return done;
  };
}
