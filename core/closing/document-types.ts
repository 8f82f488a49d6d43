/**
 * The kinds of closing-file documents we accept (issue 16): PDF, JPEG, PNG, Word (.docx) and Excel
 * (.xlsx), decided by what the first bytes are (the detector's answer), never by the file's name
 * or the browser's claim. Anything else, a plain zip or a program named "contract.pdf", is refused.
 */
export const ACCEPTED_DOCUMENT_TYPES = {
  "application/pdf": { extension: "pdf", label: "PDF" },
  "image/jpeg": { extension: "jpg", label: "JPEG image" },
  "image/png": { extension: "png", label: "PNG image" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { extension: "docx", label: "Word document" },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { extension: "xlsx", label: "Excel workbook" },
} as const;

export type AcceptedDocumentType = keyof typeof ACCEPTED_DOCUMENT_TYPES;

/** The content type to store and serve for what the detector found, or null when we refuse it. */
export function acceptedDocumentType(detected: { mime: string } | undefined): AcceptedDocumentType | null {
  if (!detected) return null;
  return Object.hasOwn(ACCEPTED_DOCUMENT_TYPES, detected.mime) ? (detected.mime as AcceptedDocumentType) : null;
}

/**
 * The name a download is offered under: the uploaded name without any folder part or control
 * characters, at most 200 characters, "document" when nothing is left.
 */
export function documentFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  // Composed (NFC): macOS writes é as e + U+0301; stored composed, a name lists, sorts and matches as typed.
  const clean = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  return Array.from(clean).slice(0, 200).join("").trim() || "document";
}

/** Content-Disposition for a download: an ASCII fallback name and the exact one (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9 ._()-]/g, "_");
  const exact = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
