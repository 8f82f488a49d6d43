import { describe, expect, it } from "vitest";
import { threadOf } from "./use-conversation.ts";
import { charactersLeft, clockTime, initialsOf, messageTime, readByText } from "./message-format.ts";

// Local times: the thread shows the reader's own clock.
const now = new Date(2026, 10, 28, 15, 0);
const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m, d, h, min).toISOString();

describe("messageTime", () => {
  it.each([
    [at(2026, 10, 28, 14, 31), "Today at 2:31 PM"],
    [at(2026, 10, 28, 0, 5), "Today at 12:05 AM"],
    [at(2026, 10, 27, 9, 5), "Yesterday at 9:05 AM"],
    [at(2026, 10, 24, 16, 40), "Nov 24 at 4:40 PM"],
    [at(2025, 11, 3, 11, 0), "Dec 3, 2025 at 11:00 AM"],
  ])("%s → %s", (iso, text) => {
    expect(messageTime(iso, now)).toBe(text);
  });
});

describe("clockTime", () => {
  it("reads the hour and minute on the reader's clock", () => {
    expect(clockTime(at(2026, 10, 28, 14, 41))).toBe("2:41 PM");
  });
});

describe("initialsOf", () => {
  it.each([
    ["Dana Whitfield", "DW"],
    ["Mary Ann van der Berg", "MB"],
    ["heartland", "H"],
    ["  ", "?"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("readByText", () => {
  it.each([
    [[], "Not read yet by anyone on the file"],
    [[{ name: "Sam Seller", role: "seller" as const }], "Read by Sam Seller (Seller)"],
    [
      [
        { name: "Sam Seller", role: "seller" as const },
        { name: "Avery Agent", role: "listing_agent" as const },
        { name: "Lee Lender", role: "lender" as const },
      ],
      "Read by Sam Seller (Seller), Avery Agent (Listing agent) and Lee Lender (Lender / loan officer)",
    ],
  ])("%#", (readers, text) => {
    expect(readByText(readers)).toBe(text);
  });
});

describe("charactersLeft", () => {
  it.each([
    ["", 10, "10 characters left", false],
    ["  hello  ", 10, "5 characters left", false],
    ["123456789", 10, "1 character left", false],
    ["12345678901", 10, "1 character too many", true],
    ["x".repeat(4002), 4000, "2 characters too many", true],
  ])("%j of %d → %s", (text, max, words, over) => {
    expect(charactersLeft(text, max)).toMatchObject({ text: words, over });
  });
});

describe("threadOf", () => {
  const message = (id: string) => ({ id }) as never;
  it("reads oldest first and keeps a message that arrived on two pages once", () => {
    const pages = [
      { data: [message("c"), message("b")], next_cursor: "x", unread: 0, read_through: null },
      { data: [message("b"), message("a")], next_cursor: null, unread: 0, read_through: null },
    ];
    expect(threadOf(pages).map((m) => m.id)).toEqual(["a", "b", "c"]);
  });
});
