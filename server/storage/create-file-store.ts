/** Picks the file store's driver from the settings (the interface: file-store.ts). */
import { join } from "node:path";
import type { Config } from "../env.ts";
import type { FileStore } from "./file-store.ts";
import { createFsFileStore } from "./fs-file-store.ts";
import { createS3FileStore, parseStorageUrl } from "./s3-file-store.ts";

/** The configured store: the S3-compatible bucket of STORAGE_URL, else files under DATA_DIR/files. */
export function createFileStore(config: Pick<Config, "dataDir" | "STORAGE_URL">): FileStore {
  if (config.STORAGE_URL) return createS3FileStore(parseStorageUrl(config.STORAGE_URL));
  return createFsFileStore(join(config.dataDir, "files"));
}
