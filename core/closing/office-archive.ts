/**
 * Word (.docx) and Excel (.xlsx) files are ZIP archives, and a small one can expand to gigabytes
 * when opened (a "zip bomb"): a 2 MB DOCX that inflates to 2 GiB was accepted and served to
 * everyone on the file (issue 27). An archive is refused when its parts expand beyond a sane total
 * or ratio, checked twice: the sizes its central directory declares (what Word and Excel read),
 * and, since those can lie, the bytes its parts really inflate to, counted while inflating with a
 * cap, a slice at a time, so no more than a few megabytes are ever held. Pure: the caller feeds
 * the archive's last bytes (core/closing/zip-directory.ts) and then the archive itself
 * (server/api/documents/office-archive-check.ts).
 *
 * The limits follow Apache POI's (ZipSecureFile): a part may expand at most 100 times its
 * compressed size once it passes a grace size; the whole document at most 200 MB.
 */
import { Inflate } from "fflate";
import { centralDirectory, concat, SIG, ZIP_DIRECTORY_LIMITS, type ArchiveProblem, type ZipEntry } from "./zip-directory.ts";

export const OFFICE_ARCHIVE_LIMITS = {
  /** What all the parts together may expand to. */
  maxExpandedBytes: 200 * 1024 * 1024,
  /** How many times its compressed size a part may expand to… */
  maxRatio: 100,
  /** …once it is past this size (small parts of repetitive XML compress well and are harmless). */
  ratioGraceBytes: 1024 * 1024,
  ...ZIP_DIRECTORY_LIMITS,
} as const;

export const OFFICE_ARCHIVE_MESSAGES = {
  expandsTooMuch: `This document expands to more than ${OFFICE_ARCHIVE_LIMITS.maxExpandedBytes / 1024 / 1024} MB when opened, or to more than ${OFFICE_ARCHIVE_LIMITS.maxRatio} times its size; please save it again or send it as a PDF.`,
  unreadable: "This document could not be read as a Word or Excel file; please save it again or send it as a PDF.",
} as const;

/** The parts an archive declares, or the problem its declaration already shows. */
export function declaredArchive(tail: Uint8Array, tailStart: number, archiveSize: number): { entries: ZipEntry[] } | { problem: ArchiveProblem } {
  const directory = centralDirectory(tail, tailStart, archiveSize);
  if ("problem" in directory) return directory;
  const problem = declaredProblem(directory.entries, directory.offset);
  return problem ? { problem } : { entries: directory.entries };
}

/**
 * What the declared sizes say: too much in all, a part expanding too many times its size, or
 * parts that share their compressed bytes (the overlapping-entries bomb: each part re-reads the
 * same few kilobytes as gigabytes).
 */
export function declaredProblem(entries: readonly ZipEntry[], centralDirectoryOffset: number): ArchiveProblem | undefined {
  const limits = OFFICE_ARCHIVE_LIMITS;
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (total > limits.maxExpandedBytes) return "expands_too_much";
    if (e.size > limits.ratioGraceBytes && e.size > limits.maxRatio * e.compressedSize) return "expands_too_much";
  }
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 0; i < byOffset.length; i += 1) {
    const end = byOffset[i]!.localOffset + 30 + byOffset[i]!.compressedSize;
    if (end > (byOffset[i + 1]?.localOffset ?? centralDirectoryOffset)) return "unreadable";
  }
  return undefined;
}

/** Compressed bytes pushed to the inflater at once: bounds what one push can expand to (~16 MB). */
const SLICE = 16 * 1024;

/**
 * Reads the archive from its first byte to its last and inflates each listed part, counting what
 * comes out: push the bytes in order, then finish. The first problem met is kept and returned;
 * nothing more is inflated after it.
 */
export class ArchiveInflation {
  private readonly entries: ZipEntry[];
  private next = 0;
  /** Offset of the next byte pushed. */
  private position = 0;
  private expanded = 0;
  private header: Uint8Array[] = [];
  /** The part being read; dataStart is -1 while its local header is still arriving. */
  private current?: { entry: ZipEntry; dataStart: number; dataEnd: number; inflate?: Inflate; in: number; out: number };
  problem?: ArchiveProblem;

  constructor(entries: readonly ZipEntry[]) {
    this.entries = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  }

  push(chunk: Uint8Array): ArchiveProblem | undefined {
    let offset = 0;
    while (!this.problem && offset < chunk.length) {
      const at = this.position + offset;
      const current = this.current;
      if (!current) {
        const entry = this.entries[this.next];
        if (!entry) break;
        // Parts share no bytes and come in the directory's order of offsets.
        if (at > entry.localOffset) return this.fail("unreadable");
        if (at < entry.localOffset) {
          offset += Math.min(chunk.length - offset, entry.localOffset - at);
          continue;
        }
        this.current = { entry, dataStart: -1, dataEnd: -1, in: 0, out: 0 };
        continue;
      }
      if (current.dataStart < 0) {
        // The local header: 30 bytes, then the name and extra field whose lengths it gives.
        const piece = chunk.subarray(offset, offset + Math.min(chunk.length - offset, 30 - this.headerLength()));
        this.header.push(piece);
        offset += piece.length;
        if (this.headerLength() < 30) continue;
        const fixed = concat(this.header);
        this.header = [];
        const view = new DataView(fixed.buffer, fixed.byteOffset, 30);
        if (view.getUint32(0, true) !== SIG.local) return this.fail("unreadable");
        const { entry } = current;
        current.dataStart = entry.localOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
        current.dataEnd = current.dataStart + entry.compressedSize;
        if (entry.method === 8) current.inflate = new Inflate((data) => this.count(data.length));
        else if (entry.method !== 0) return this.fail("unreadable");
        continue;
      }
      if (at < current.dataStart) {
        offset += Math.min(chunk.length - offset, current.dataStart - at);
        continue;
      }
      const data = chunk.subarray(offset, offset + Math.min(chunk.length - offset, current.dataEnd - at));
      for (let s = 0; s < data.length && !this.problem; s += SLICE) this.feed(data.subarray(s, s + SLICE));
      offset += data.length;
      if (this.position + offset >= current.dataEnd && !this.problem) this.endEntry();
    }
    this.position += chunk.length;
    return this.problem;
  }

  /** After the last byte: every listed part must have been there, whole. */
  finish(): ArchiveProblem | undefined {
    if (this.problem) return this.problem;
    if (this.current && this.current.dataStart >= 0 && this.position >= this.current.dataEnd) this.endEntry();
    if (this.current || this.next < this.entries.length) return this.fail("unreadable");
    return undefined;
  }

  private feed(slice: Uint8Array) {
    const current = this.current!;
    current.in += slice.length;
    try {
      if (current.inflate) current.inflate.push(slice, false);
      else this.count(slice.length);
    } catch (err) {
      if (!this.problem) this.fail(err instanceof Overflow ? "expands_too_much" : "unreadable");
    }
  }

  private endEntry() {
    const current = this.current!;
    try {
      current.inflate?.push(new Uint8Array(0), true);
    } catch (err) {
      if (!this.problem) this.fail(err instanceof Overflow ? "expands_too_much" : "unreadable");
      return;
    }
    this.current = undefined;
    this.next += 1;
  }

  /** Called with each piece of output; throws (out of the inflater) once a limit is passed. */
  private count(bytes: number) {
    const current = this.current!;
    current.out += bytes;
    this.expanded += bytes;
    const limits = OFFICE_ARCHIVE_LIMITS;
    if (this.expanded > limits.maxExpandedBytes) throw new Overflow();
    if (current.out > limits.ratioGraceBytes && current.out > limits.maxRatio * Math.max(current.in, 1)) throw new Overflow();
  }

  private headerLength() {
    return this.header.reduce((n, p) => n + p.length, 0);
  }

  private fail(problem: ArchiveProblem) {
    this.problem = problem;
    return problem;
  }
}

class Overflow extends Error {}

