/**
 * A backup archive's manifest (manifest.json, the archive's last entry) and the checks restore
 * makes before it touches anything: every entry present with its size and SHA-256, nothing extra,
 * and a schema this build knows. Pure: the archive is read by server/backup/archive-reader.ts.
 */
import { z } from "zod";

export const MANIFEST_ENTRY = "manifest.json";
export const BACKUP_FORMAT = "heartland-backup";
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");
const entry = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256 });
export type ManifestEntry = z.infer<typeof entry>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The archive entry holding the dump: PGlite's data directory (tar.gz) or pg_dump's custom format. */
    entry: z.string().min(1),
  }),
  /** The last applied migration: its tag in db/migrations/meta/_journal.json (null if this build did not know it) and its `when`. */
  schema: z.object({ migration: z.string().nullable(), when: z.number().int(), applied: z.number().int().min(0) }),
  documents: z.object({
    store: z.enum(["fs", "s3"]),
    /** include: the objects are entries under documents/; manifest: only listed in `listed` (kept by the object store's own copies). */
    mode: z.enum(["include", "manifest"]),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Objects not in the archive (mode "manifest"): what the store held, to check it after a restore. */
    listed: z.array(entry).default([]),
  }),
  /** Every entry of the archive but this manifest. */
  entries: z.array(entry),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const DOCUMENTS_PREFIX = "documents/";

/** One migration of the build's journal (db/migrations/meta/_journal.json). */
export interface JournalEntry {
  tag: string;
  when: number;
}

export type SchemaVerdict = { ok: true; tag: string } | { ok: false; reason: "newer" | "unknown"; message: string };

/**
 * Whether this build can restore a database whose last migration is `archived`: it must be one of
 * this build's migrations (older ones are brought up to date by the next start's migrations).
 */
export function schemaVerdict(archived: Manifest["schema"], journal: readonly JournalEntry[]): SchemaVerdict {
  const known = journal.find((j) => j.when === archived.when && (archived.migration === null || j.tag === archived.migration));
  if (known) return { ok: true, tag: known.tag };
  const latest = journal.reduce((max, j) => Math.max(max, j.when), 0);
  const name = archived.migration ?? `a migration of ${new Date(archived.when).toISOString()}`;
  if (archived.when > latest) {
    return {
      ok: false,
      reason: "newer",
      message: `The archive's database schema (${name}) is newer than this build's (${journal.at(-1)?.tag ?? "none"}). Restore it with the version of the product that made it, or a later one.`,
    };
  }
  return {
    ok: false,
    reason: "unknown",
    message: `The archive's database schema (${name}) is not one of this build's migrations. Restore it with the version of the product that made it.`,
  };
}

/** The last applied migration, from the migrations table's newest `created_at` (drizzle stores the journal's `when` there). */
export function schemaOf(lastWhen: number | null, applied: number, journal: readonly JournalEntry[]): Manifest["schema"] {
  if (lastWhen === null) return { migration: null, when: 0, applied: 0 };
  return { migration: journal.find((j) => j.when === lastWhen)?.tag ?? null, when: lastWhen, applied };
}

/** What an archive holds, as read: each entry's size and SHA-256 (the manifest's own text separately). */
export interface ReadEntry {
  path: string;
  size: number;
  sha256: string;
}

/** Problems with the archive's entries against its manifest; empty when every byte is as written. */
export function entryProblems(manifest: Manifest, read: readonly ReadEntry[]): string[] {
  const problems: string[] = [];
  const found = new Map(read.map((r) => [r.path, r]));
  for (const want of manifest.entries) {
    const got = found.get(want.path);
    if (!got) problems.push(`${want.path} is missing`);
    else if (got.size !== want.size) problems.push(`${want.path} has ${got.size} bytes, the manifest says ${want.size}`);
    else if (got.sha256 !== want.sha256) problems.push(`${want.path} does not match its checksum`);
    found.delete(want.path);
  }
  for (const extra of found.keys()) problems.push(`${extra} is not in the manifest`);
  if (!manifest.entries.some((e) => e.path === manifest.database.entry)) problems.push(`the database dump ${manifest.database.entry} is not listed`);
  return problems;
}

/** The manifest's text parsed, or the reason it is not a backup of ours. */
export function parseManifest(text: string): { manifest: Manifest } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "its manifest.json is not valid JSON" };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { error: `its manifest.json is not a Heartland backup manifest (${first?.path.join(".") || "root"}: ${first?.message})` };
  }
  if (parsed.data.formatVersion > BACKUP_FORMAT_VERSION) {
    return { error: `it was written in backup format ${parsed.data.formatVersion}; this build reads format ${BACKUP_FORMAT_VERSION}. Restore it with a later version of the product` };
  }
  return { manifest: parsed.data };
}

/** Archive names sort by time (UTC, to the millisecond): heartland-backup-20261128T091500.123Z.tar. */
export function archiveName(at: Date): string {
  return `heartland-backup-${at.toISOString().replace(/[-:]/g, "")}.tar`;
}

export const ARCHIVE_NAME = /^heartland-backup-\d{8}T\d{6}\.\d{3}Z\.tar$/;

/** The complete archives beyond the newest `keep`, to delete (names not ours are never touched). */
export function archivesBeyond(names: readonly string[], keep: number): string[] {
  const ours = names.filter((n) => ARCHIVE_NAME.test(n)).sort();
  return ours.slice(0, Math.max(0, ours.length - keep));
}
