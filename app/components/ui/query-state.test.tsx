import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadingLine, QueryLoading } from "./query-state.tsx";

describe("QueryLoading", () => {
  it("keeps the loaded content's room when told it, and announces the wait once", () => {
    const html = renderToStaticMarkup(<QueryLoading label="Loading your choices…" reserve="min-h-[56rem]" />);
    expect(html).toMatch(/^<div class="[^"]*\bmin-h-\[56rem\][^"]*">/);
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html).toContain("Loading your choices…");
  });

  it("without a reserve, it is the plain panel", () => {
    expect(renderToStaticMarkup(<QueryLoading label="Loading…" />)).not.toContain("min-h-");
  });
});

describe("LoadingLine", () => {
  it("is hidden from assistive technology and one line tall", () => {
    const html = renderToStaticMarkup(<LoadingLine />);
    expect(html).toMatch(/^<span aria-hidden="true" class="[^"]*\bh-\[1lh\]/);
  });
});
