import { describe, expect, it } from "vitest";
import { mayLearnOf, type AnnouncedEvent, type LiveAudience } from "./live-audience.ts";

const FILE = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";
const event = (visibility: string, fileId = FILE): AnnouncedEvent => ({ fileId, visibility, professionalEmails: ["agent@example.com"] });

const staff: LiveAudience = { kind: "staff" };
const agent: LiveAudience = { kind: "professional", email: "agent@example.com" };
const stranger: LiveAudience = { kind: "professional", email: "other@example.com" };
const buyer: LiveAudience = { kind: "consumer", fileId: FILE };

describe("who learns of a file event on a live stream (issue 31)", () => {
  it.each<[string, LiveAudience, AnnouncedEvent, boolean]>([
    ["staff learn of an internal note", staff, event("staff"), true],
    ["staff learn of any file's event", staff, event("everyone", OTHER), true],
    ["the file's agent learns of an agents-and-lenders message", agent, event("professionals"), true],
    ["the file's agent learns of an everyone event", agent, event("everyone"), true],
    ["the file's agent never learns of an internal note", agent, event("staff"), false],
    ["an agent not on the file learns nothing", stranger, event("everyone"), false],
    ["the buyer learns of their file's everyone event", buyer, event("everyone"), true],
    ["the buyer never learns of an agents-and-lenders event", buyer, event("professionals"), false],
    ["the buyer never learns of an internal note", buyer, event("staff"), false],
    ["the buyer learns nothing of another file", buyer, event("everyone", OTHER), false],
  ])("%s", (_name, audience, e, expected) => {
    expect(mayLearnOf(audience, e)).toBe(expected);
  });
});
