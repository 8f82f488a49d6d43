import { describe, expect, it } from "vitest";
import { qrCodeImageSrc } from "./qr-code-src.ts";

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1"/></svg>';
const encoded = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

describe("qrCodeImageSrc", () => {
  it.each([
    [`data:image/svg+xml;utf-8,${svg}`, encoded],
    [svg, encoded],
    [`  ${svg}`, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`  ${svg}`)}`],
    ["data:image/png;base64,iVBORw0KGgo=", "data:image/png;base64,iVBORw0KGgo="],
    [encoded, encoded],
  ])("%s", (input, output) => expect(qrCodeImageSrc(input)).toBe(output));

  it("leaves no raw # in the URL", () => expect(qrCodeImageSrc(`data:image/svg+xml;utf-8,${svg}`)).not.toContain("#"));
});
