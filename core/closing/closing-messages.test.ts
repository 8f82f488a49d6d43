import { describe, expect, it } from "vitest";
import { canAttachDocument, canEditMessage, canSeeMessage, postableVisibilities, readerKey } from "./closing-messages.ts";
import type { FileActor } from "./file-actor.ts";
import type { DocumentVisibility } from "./closing-enums.ts";

const staff: FileActor = { kind: "staff" };
const agent: FileActor = { kind: "professional", roles: ["buyers_agent"] };
const buyer: FileActor = { kind: "consumer", partyId: "p1", role: "buyer" };

describe("who writes and reads at which visibility (issue 31)", () => {
  it.each<[string, FileActor, DocumentVisibility[]]>([
    ["staff: all three", staff, ["staff", "professionals", "everyone"]],
    ["an agent or lender: agents and lenders, or everyone", agent, ["professionals", "everyone"]],
    ["a buyer or seller: everyone only", buyer, ["everyone"]],
  ])("%s", (_name, actor, expected) => {
    expect([...postableVisibilities(actor)]).toEqual(expected);
  });

  it.each<[string, FileActor, DocumentVisibility, boolean]>([
    ["staff read internal notes", staff, "staff", true],
    ["an agent never reads an internal note", agent, "staff", false],
    ["an agent reads agents-and-lenders messages", agent, "professionals", true],
    ["a buyer never reads an agents-and-lenders message", buyer, "professionals", false],
    ["a buyer never reads an internal note", buyer, "staff", false],
    ["a buyer reads everyone messages", buyer, "everyone", true],
  ])("%s", (_name, actor, visibility, expected) => {
    expect(canSeeMessage(actor, { visibility })).toBe(expected);
  });

  it.each<[DocumentVisibility, DocumentVisibility, boolean]>([
    ["everyone", "everyone", true],
    ["everyone", "professionals", false],
    ["everyone", "staff", false],
    ["professionals", "everyone", true],
    ["professionals", "professionals", true],
    ["professionals", "staff", false],
    ["staff", "staff", true],
    ["staff", "everyone", true],
  ])("a %s message may carry a %s document: %s", (message, document, expected) => {
    expect(canAttachDocument(message, document)).toBe(expected);
  });
});

describe("the staff edit window", () => {
  const created = new Date("2026-11-28T15:00:00Z");
  const mine: { authorKind: "staff"; authorUserId: string; createdAt: Date; removedAt: Date | null } = { authorKind: "staff", authorUserId: "u1", createdAt: created, removedAt: null };
  it.each<[string, FileActor, string | null, typeof mine, number, boolean]>([
    ["own message at 9 min 59 s", staff, "u1", mine, 599_000, true],
    ["own message at exactly 10 min", staff, "u1", mine, 600_000, true],
    ["own message after 10 min", staff, "u1", mine, 600_001, false],
    ["another staff member's message", staff, "u2", mine, 1_000, false],
    ["a removed message", staff, "u1", { ...mine, removedAt: created }, 1_000, false],
    ["an agent, even their own", agent, "u1", { ...mine, authorKind: "staff" }, 1_000, false],
  ])("%s", (_name, actor, userId, message, afterMs, expected) => {
    expect(canEditMessage(actor, userId, message, new Date(created.getTime() + afterMs))).toBe(expected);
  });

  it("names readers by account or party", () => {
    expect(readerKey({ userId: "u", partyId: null })).toBe("user:u");
    expect(readerKey({ userId: null, partyId: "p" })).toBe("party:p");
  });
});
