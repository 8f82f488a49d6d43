/**
 * The ZIP format's directory, as far as core/closing/office-archive.ts needs it: the parts an
 * archive's central directory lists (ZIP64 included), read from the archive's last bytes, and a
 * keeper of those last bytes while the archive streams past. Pure: bytes in, entries out.
 */

/** What is wrong with an archive: it expands too much when opened, or it cannot be read. */
export type ArchiveProblem = "expands_too_much" | "unreadable";

export const ZIP_DIRECTORY_LIMITS = {
  /** Parts an archive may list (a document of thousands of parts is refused). */
  maxEntries: 10_000,
  /** The most of the archive's end kept to read the central directory from. */
  tailBytes: 1024 * 1024,
} as const;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the only two Office writes). */
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export const SIG = { eocd: 0x06054b50, zip64Locator: 0x07064b50, zip64Eocd: 0x06064b50, central: 0x02014b50, local: 0x04034b50 } as const;

/**
 * The parts the central directory lists, read from the archive's last bytes: `tail` holds the
 * bytes from `tailStart` to the end, `archiveSize` long in all.
 */
export function centralDirectory(tail: Uint8Array, tailStart: number, archiveSize: number): { entries: ZipEntry[]; offset: number } | { problem: ArchiveProblem } {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const unreadable = { problem: "unreadable" as const };

  // The end record is in the last 22 bytes, or further back by its comment (at most 64 KiB).
  let eocd = -1;
  for (let at = tail.length - 22; at >= 0 && at >= tail.length - 22 - 0xffff; at -= 1) {
    if (u32(at) === SIG.eocd) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return unreadable;
  let count = u16(eocd + 10);
  let cdSize = u32(eocd + 12);
  let cdOffset = u32(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || u32(locator) !== SIG.zip64Locator) return unreadable;
    const record = u64(locator + 8) - tailStart;
    if (record < 0 || record + 56 > tail.length || u32(record) !== SIG.zip64Eocd) return unreadable;
    count = u64(record + 32);
    cdSize = u64(record + 40);
    cdOffset = u64(record + 48);
  }
  if (count > ZIP_DIRECTORY_LIMITS.maxEntries) return { problem: "expands_too_much" };
  // The directory must lie within what was kept (a document of thousands of parts is refused).
  const start = cdOffset - tailStart;
  if (start < 0 || cdOffset + cdSize > archiveSize || start + cdSize > tail.length) return unreadable;

  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > start + cdSize || u32(at) !== SIG.central) return unreadable;
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > start + cdSize) return unreadable;
    let size = u32(at + 24);
    let compressedSize = u32(at + 20);
    let localOffset = u32(at + 42);
    // ZIP64: the values that did not fit are in the extra field 0x0001, in this order.
    if (size === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) {
      let extra = at + 46 + nameLength;
      const end = extra + extraLength;
      let found = false;
      while (extra + 4 <= end) {
        const id = u16(extra);
        const length = u16(extra + 2);
        if (id === 0x0001) {
          let field = extra + 4;
          const take = () => {
            if (field + 8 > extra + 4 + length) throw new RangeError("short ZIP64 field");
            const value = u64(field);
            field += 8;
            return value;
          };
          try {
            if (size === 0xffffffff) size = take();
            if (compressedSize === 0xffffffff) compressedSize = take();
            if (localOffset === 0xffffffff) localOffset = take();
          } catch {
            return unreadable;
          }
          found = true;
          break;
        }
        extra += 4 + length;
      }
      if (!found) return unreadable;
    }
    const name = new TextDecoder().decode(tail.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, method: u16(at + 10), compressedSize, size, localOffset });
    at = next;
  }
  return { entries, offset: cdOffset };
}

/** The last ZIP_DIRECTORY_LIMITS.tailBytes (or more) of a stream, kept while it passes. */
export class ArchiveTail {
  private parts: Uint8Array[] = [];
  private kept = 0;
  /** Bytes seen in all. */
  size = 0;

  push(chunk: Uint8Array): void {
    this.parts.push(chunk);
    this.kept += chunk.length;
    this.size += chunk.length;
    while (this.parts.length > 1 && this.kept - this.parts[0]!.length >= ZIP_DIRECTORY_LIMITS.tailBytes) this.kept -= this.parts.shift()!.length;
  }

  /** The kept bytes and the offset of the first of them. */
  bytes(): { tail: Uint8Array; start: number } {
    return { tail: concat(this.parts), start: this.size - this.kept };
  }
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
