import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "#core/site/routes.ts";
import { STEP_DETAILS } from "./details.ts";
import { PROCESS_STEPS, nextStepAfter } from "./steps.ts";

describe("process steps", () => {
  it("are the spec's eight pages in order", () => {
    expect(PROCESS_STEPS.map((s) => s.path)).toEqual([
      "/file-opening",
      "/abstracting",
      "/process-overview/title",
      "/collection-fees-documents",
      "/process-overview/settlement",
      "/electronic-options",
      "/closing",
      "/final-abstracting",
    ]);
    expect(PROCESS_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(PROCESS_STEPS.map((s) => s.id)).size).toBe(8);
  });

  it("each link to a page of the route table", () => {
    const paths = new Set(PUBLIC_ROUTES.map((r) => r.path));
    for (const step of PROCESS_STEPS) expect(paths.has(step.path), step.path).toBe(true);
    for (const detail of STEP_DETAILS) expect(paths.has(detail.path), detail.path).toBe(true);
  });

  it.each([
    ["/file-opening", "/abstracting"],
    ["/abstracting", "/process-overview/title"],
    ["/process-overview/title", "/collection-fees-documents"],
    ["/collection-fees-documents", "/process-overview/settlement"],
    ["/process-overview/settlement", "/electronic-options"],
    ["/electronic-options", "/closing"],
    ["/closing", "/final-abstracting"],
    ["/final-abstracting", "/get-started?service=title"],
    ["/settlement-statements-made-simple", "/electronic-options"],
  ])("after %s comes %s", (from, to) => {
    expect(nextStepAfter(from).path).toBe(to);
  });

  it("labels the next step with its number", () => {
    expect(nextStepAfter("/file-opening")).toEqual({ path: "/abstracting", name: "Abstracting", label: "Step 2 of 8" });
  });

  it("refuses a path that is no step", () => {
    expect(() => nextStepAfter("/team")).toThrow(/not a process step/);
  });

  it("every step page has copy in all three sections", () => {
    for (const d of STEP_DETAILS) {
      expect(d.whatWeDo.paragraphs.length, d.path).toBeGreaterThan(0);
      expect(d.whyItMatters.paragraphs.length, d.path).toBeGreaterThan(0);
      expect(d.whatWeNeed.paragraphs.length, d.path).toBeGreaterThan(0);
    }
  });
});
