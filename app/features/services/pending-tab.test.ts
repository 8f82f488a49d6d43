import { describe, expect, it } from "vitest";
import { openPendingTab } from "./pending-tab.ts";

/** A stand-in for the Window that window.open returns: only what the pending tab touches. */
function fakeTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    document: { title: "", body: { textContent: "" } },
    location: { replaced: [] as string[], replace(url: string) { this.replaced.push(url); } },
    close() {
      tab.closed = true;
    },
  };
  return tab;
}

const opener = (tab: ReturnType<typeof fakeTab> | null) => {
  const calls: [string, string][] = [];
  const open = (url: string, target: string) => {
    calls.push([url, target]);
    return tab as unknown as Window | null;
  };
  return { open, calls };
};

describe("openPendingTab", () => {
  it("opens a blank tab at once, cut off from this page, saying it is preparing", () => {
    const tab = fakeTab();
    const { open, calls } = opener(tab);
    openPendingTab(open, "Preparing your guide…");
    expect(calls).toEqual([["", "_blank"]]);
    expect(tab.opener).toBeNull();
    expect(tab.document.title).toBe("Preparing your guide…");
    expect(tab.document.body.textContent).toBe("Preparing your guide…");
  });

  it("points the tab at the document (replacing the blank page) and says so", () => {
    const tab = fakeTab();
    const pending = openPendingTab(opener(tab).open, "…");
    expect(pending.show("http://x.test/guides/a.pdf")).toBe(true);
    expect(tab.location.replaced).toEqual(["http://x.test/guides/a.pdf"]);
    expect(tab.closed).toBe(false);
  });

  it("closes the tab when the request failed", () => {
    const tab = fakeTab();
    openPendingTab(opener(tab).open, "…").close();
    expect(tab.closed).toBe(true);
  });

  it.each([
    ["returns null", () => null],
    [
      "throws",
      () => {
        throw new Error("blocked");
      },
    ],
  ])("a blocker that %s: nothing to show it in, and closing is harmless", (_name, open) => {
    const pending = openPendingTab(open, "…");
    expect(pending.show("/guides/a.pdf")).toBe(false);
    expect(() => pending.close()).not.toThrow();
  });

  it("a tab the visitor closed while waiting is not reused", () => {
    const tab = fakeTab();
    const pending = openPendingTab(opener(tab).open, "…");
    tab.closed = true;
    expect(pending.show("/guides/a.pdf")).toBe(false);
    expect(tab.location.replaced).toEqual([]);
  });
});
