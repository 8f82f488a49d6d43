import { describe, expect, it } from "vitest";
import { frameKindOf, type FrameKind } from "./frame-kind.ts";

describe("frameKindOf", () => {
  const cases: [string, FrameKind][] = [
    ["/", "site"],
    ["/login", "site"],
    ["/register", "site"],
    ["/forgot-password", "site"],
    ["/gift-card", "site"],
    ["/blog/some-post", "site"],
    ["/404", "site"],
    ["/dashboard", "app"],
    ["/dashboard/", "app"],
    ["/clients", "app"],
    ["/clients/42", "app"],
    ["/transactions/7", "app"],
    ["/account/security", "app"],
    ["/account/notifications", "app"],
    ["/admin", "app"],
    ["/admin/closing-files/3", "app"],
    ["/status/abc123", "private-link"],
    ["/status/abc123/", "private-link"],
    ["/status", "site"],
    ["/dashboards", "site"],
  ];
  it.each(cases)("%s → %s", (path, kind) => {
    expect(frameKindOf(path)).toBe(kind);
  });
});
