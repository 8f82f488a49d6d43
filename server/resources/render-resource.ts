/**
 * Turns a generated resource (core/content/resources) into its file: a guide into a PDF
 * (server/pdf/guide-pdf.ts), a bundle into a zip. Both are byte-for-byte repeatable for the same
 * text: the PDFs carry the edition date, and the zip entries a fixed time.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import { RESOURCES_EDITION, type BundleFile, type GeneratedResource } from "#core/content/resources/index.ts";
import { renderGuidePdf } from "../pdf/guide-pdf.ts";

export async function renderResource(resource: GeneratedResource): Promise<Uint8Array> {
  if (resource.kind === "pdf") return renderGuidePdf(resource.guide, { date: RESOURCES_EDITION });
  return zipFiles(resource.files());
}

export function zipFiles(files: BundleFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const f of files) entries[f.path] = [strToU8(f.text), { mtime: RESOURCES_EDITION, level: 9 }];
  return zipSync(entries);
}
