/**
 * Word documents built in a test with fflate: a real one (a valid [Content_Types].xml and
 * word/document.xml) and zip bombs, the same document with a part of zeros that inflates to
 * gigabytes from a few megabytes. The zeros are deflated once, a mebibyte's worth flushed to a byte
 * boundary, and that block repeated: every back-reference in it points at zeros, so the copies
 * inflate to zeros wherever they stand, and a 2 GiB part takes milliseconds to make.
 */
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { Zip, ZipDeflate, strToU8, type ZipInputFile } from "fflate";

const DOCX_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/><Default Extension="bin" ContentType="application/octet-stream"/>' +
  `<Override PartName="/word/document.xml" ContentType="${DOCX_MAIN}"/></Types>`;
const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Wire instructions: call the office.</w:t></w:r></w:p></w:body></w:document>';

const MIB = 1024 * 1024;
const zeroMib = Buffer.alloc(MIB);
/** One mebibyte of zeros, deflated and flushed to a byte boundary, not final. */
const zeroBlock = deflateRawSync(zeroMib, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
/** A final, empty fixed-Huffman block: ends a deflate stream. */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00);

export interface ZerosPart {
  name: string;
  /** Whole mebibytes of zeros it inflates to. */
  mebibytes: number;
  /** The size the archive declares for it, if not the true one (a bomb that lies). */
  declaredSize?: number;
}

/**
 * A DOCX: [Content_Types].xml, word/document.xml, `filler` bytes of incompressible noise (so the
 * whole is as large as a real document with pictures), and the parts of zeros.
 */
export function docx(zeros: ZerosPart[] = [], filler = 0): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, data) => {
    if (err) throw err;
    chunks.push(data);
  });
  for (const [name, text] of [
    ["[Content_Types].xml", CONTENT_TYPES],
    ["word/document.xml", DOCUMENT_XML],
  ] as const) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  if (filler > 0) {
    const picture = new ZipDeflate("word/media/image1.bin", { level: 1 });
    zip.add(picture);
    picture.push(randomBytes(filler), true);
  }
  for (const part of zeros) {
    let crc = 0;
    for (let i = 0; i < part.mebibytes; i += 1) crc = crc32(zeroMib, crc);
    const file: ZipInputFile = { filename: part.name, compression: 8, size: part.declaredSize ?? part.mebibytes * MIB, crc };
    zip.add(file);
    for (let i = 0; i < part.mebibytes; i += 1) file.ondata!(null, zeroBlock, false);
    file.ondata!(null, FINAL_BLOCK, true);
  }
  zip.end();
  return Buffer.concat(chunks);
}
