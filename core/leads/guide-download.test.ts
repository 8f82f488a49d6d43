import { describe, expect, it } from "vitest";
import { GUIDES, guideHref } from "../content/guides/index.ts";
import { GATED_GUIDE_VALUES, guideDownloadLead, guidePdfPath } from "./guide-download.ts";

describe("gated guides", () => {
  it.each(GATED_GUIDE_VALUES)("%s is a guide the build typesets (scripts/build-guides.ts → /guides/<slug>.pdf)", (guide) => {
    expect(GUIDES.map((g) => g.slug)).toContain(guide);
    expect(guidePdfPath(guide)).toBe(`/guides/${guide}.pdf`);
    expect(guidePdfPath(guide)).toBe(guideHref(guide));
  });

  it.each([
    ["jo.smith@example.com", "1031-exchange-guide", { name: "jo.smith", message: "1031 Exchange Guide Download" }],
    ["fsbo.seller@example.com", "fsbo-package", { name: "fsbo.seller", message: "FSBO Package Download" }],
  ] as const)("%s downloading %s is filed as %j", (email, guide, expected) => {
    expect(guideDownloadLead({ email, guide })).toEqual({ email, ...expected });
  });
});
