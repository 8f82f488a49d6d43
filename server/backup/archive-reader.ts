/**
 * Reads a backup archive (tar-stream). verifyArchive reads every byte once and checks it against
 * manifest.json before a restore writes anything; eachEntry then streams the entries to their
 * targets.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extract as tarExtract } from "tar-stream";
import { MANIFEST_ENTRY, entryProblems, parseManifest, type Manifest, type ReadEntry } from "#core/backup/manifest.ts";
import { BackupError } from "./backup-error.ts";

/** The archive's manifest, once every entry matched its size and SHA-256; a BackupError naming what is wrong otherwise. */
export async function verifyArchive(path: string): Promise<Manifest> {
  const size = await stat(path).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );
  if (size < 0) throw new BackupError(`${path} is not a file.`);
  let manifestText: string | undefined;
  const read: ReadEntry[] = [];
  try {
    await eachEntry(path, async (name, body) => {
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString("utf8");
        return;
      }
      const hash = createHash("sha256");
      let bytes = 0;
      for await (const chunk of body) {
        hash.update(chunk);
        bytes += chunk.length;
      }
      read.push({ path: name, size: bytes, sha256: hash.digest("hex") });
    });
  } catch (err) {
    // Only reading happens here, so any failure is the archive's: cut short, or not a tar file.
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${path} is not a readable backup archive (${(err as Error).message}); nothing was restored.`);
  }
  if (manifestText === undefined) throw new BackupError(`${path} is not a Heartland backup: it has no manifest.json (was it cut short?).`);
  const parsed = parseManifest(manifestText);
  if ("error" in parsed) throw new BackupError(`${path} cannot be restored: ${parsed.error}.`);
  const problems = entryProblems(parsed.manifest, read);
  if (problems.length) {
    throw new BackupError(`${path} is damaged; nothing was restored. ${problems.slice(0, 5).join("; ")}${problems.length > 5 ? `; and ${problems.length - 5} more` : ""}.`);
  }
  return parsed.manifest;
}

/** Calls `handle` with each entry's name and bytes, in archive order; the bytes must be read (or drained) before it resolves. */
export async function eachEntry(path: string, handle: (name: string, body: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const extract = tarExtract();
  const source = createReadStream(path);
  source.on("error", (err) => extract.destroy(err));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type === "file") await handle(entry.header.name, entry as AsyncIterable<Buffer>); // tar-stream yields Buffers
      entry.resume();
    }
  } finally {
    source.destroy();
  }
}
