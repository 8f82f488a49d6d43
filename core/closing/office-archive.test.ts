import { describe, expect, test } from "vitest";
import { strToU8, zipSync } from "fflate";
import { docx } from "#tests/support/office-zip.ts";
import { ArchiveInflation, declaredArchive, declaredProblem, OFFICE_ARCHIVE_LIMITS } from "./office-archive.ts";
import { ArchiveTail, type ArchiveProblem, type ZipEntry } from "./zip-directory.ts";

const MIB = 1024 * 1024;

/** What the upload does: keep the tail while the bytes pass, read the directory, then inflate it all. */
function check(archive: Uint8Array, piece = 64 * 1024): ArchiveProblem | undefined {
  const tail = new ArchiveTail();
  for (let at = 0; at < archive.length; at += piece) tail.push(archive.subarray(at, at + piece));
  const { tail: bytes, start } = tail.bytes();
  const declared = declaredArchive(bytes, start, archive.length);
  if ("problem" in declared) return declared.problem;
  const inflation = new ArchiveInflation(declared.entries);
  for (let at = 0; at < archive.length; at += piece) if (inflation.push(archive.subarray(at, at + piece))) break;
  return inflation.finish();
}

describe("whole archives", () => {
  test.each<[string, () => Uint8Array, ArchiveProblem | undefined]>([
    ["a real DOCX", () => docx(), undefined],
    ["a real DOCX with 3 MB of pictures", () => docx([], 3 * MIB), undefined],
    ["a DOCX with 1 MiB of zeros (within the grace)", () => docx([{ name: "word/media/blank.bin", mebibytes: 1 }]), undefined],
    ["zipSync's archive (sizes in the local headers, no data descriptors)", () => zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/workbook.xml": strToU8("<workbook/>".repeat(50)) }), undefined],
    ["the 2 MB DOCX that inflates to 2 GiB", () => docx([{ name: "word/media/zeros.bin", mebibytes: 2048 }]), "expands_too_much"],
    ["a part of 8 MiB of zeros (over 100:1)", () => docx([{ name: "word/media/zeros.bin", mebibytes: 8 }]), "expands_too_much"],
    // The directory says 1 KB; the bytes say 300 MiB. Inflating tells.
    ["a bomb that declares its part small", () => docx([{ name: "word/media/zeros.bin", mebibytes: 300, declaredSize: 1024 }]), "expands_too_much"],
    ["not a ZIP at all", () => strToU8("%PDF-1.4 just text"), "unreadable"],
    ["a ZIP cut short", () => docx([], 200 * 1024).subarray(0, 150 * 1024), "unreadable"],
  ])("%s → %s", (_what, make, expected) => {
    expect(check(make())).toBe(expected);
  });

  test("the answer does not depend on how the bytes are cut", () => {
    const real = docx([], 20 * 1024);
    const bomb = docx([{ name: "word/media/zeros.bin", mebibytes: 64 }]);
    for (const piece of [1, 7, 29, 30, 31, 4096, 1_000_003]) {
      expect(check(real, piece), `real, pieces of ${piece}`).toBeUndefined();
      expect(check(bomb, Math.max(piece, 29)), `bomb, pieces of ${piece}`).toBe("expands_too_much");
    }
  });

  test("a bomb is stopped soon after the limit: no more than the limit is ever inflated", () => {
    const bomb = docx([{ name: "word/media/zeros.bin", mebibytes: 2048, declaredSize: 1024 }]);
    const started = performance.now();
    expect(check(bomb)).toBe("expands_too_much");
    // Inflating 2 GiB takes seconds; stopping at the ratio takes a few milliseconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("declared sizes", () => {
  const entry = (localOffset: number, compressedSize: number, size: number): ZipEntry => ({ name: "p", method: 8, localOffset, compressedSize, size });
  test.each<[string, ZipEntry[], number, ArchiveProblem | undefined]>([
    ["two ordinary parts", [entry(0, 1000, 9000), entry(1100, 500, 4000)], 1700, undefined],
    ["a small part at 1000:1 (within the grace)", [entry(0, 100, 100_000)], 200, undefined],
    ["a large part at 101:1", [entry(0, 20_000, 20_000 * 101)], 20_100, "expands_too_much"],
    ["over the total in many parts at 50:1", Array.from({ length: 60 }, (_, i) => entry(i * 100_000, 70_000, 3_500_000)), 6_000_000, "expands_too_much"],
    ["parts that share their bytes (the overlapping-entries bomb)", [entry(0, 5000, 40_000), entry(100, 5000, 40_000)], 6000, "unreadable"],
    ["a part running into the directory", [entry(0, 5000, 40_000)], 1000, "unreadable"],
  ])("%s → %s", (_what, entries, directoryOffset, expected) => {
    expect(declaredProblem(entries, directoryOffset)).toBe(expected);
  });

  test("the limits are the documented ones", () => {
    expect(OFFICE_ARCHIVE_LIMITS).toMatchObject({ maxExpandedBytes: 200 * MIB, maxRatio: 100 });
  });
});
