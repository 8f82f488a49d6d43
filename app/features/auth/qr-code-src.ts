const SVG_PREFIX = /^data:image\/svg\+xml(;[^,]*)?,/i;

/**
 * An <img> source for the QR code auth-js hands over. auth-js prefixes the server's raw SVG with
 * "data:image/svg+xml;utf-8," without encoding it, so a "#" in the SVG (a colour such as #000000)
 * would end the URL early and the image would not load. Re-encoding the SVG keeps it whole.
 */
export function qrCodeImageSrc(qrCode: string): string {
  const prefix = SVG_PREFIX.exec(qrCode);
  const body = prefix ? qrCode.slice(prefix[0].length) : qrCode;
  if (!body.trimStart().startsWith("<")) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;
}
