import { describe, expect, it } from "vitest";
import { FILE_EVENT_KINDS, HISTORY_EVENT_KINDS, fileEventLabel, showsInHistory, type FileEventKind } from "./file-events.ts";

const title = "Declaration of Value (Polk County)";

describe("the file's history wording", () => {
  it("has the contract's request events", () => {
    expect(FILE_EVENT_KINDS).toEqual([
      "request.created",
      "request.updated",
      "request.submitted",
      "request.accepted",
      "request.sent_back",
      "request.waived",
      "request.reopened",
      "message.posted",
      "message.edited",
      "message.removed",
      "message.read",
      "step.moved",
    ]);
  });

  it("lists message edits and removals in the history, but not posts, read marks or step moves (listed from their own rows)", () => {
    expect(HISTORY_EVENT_KINDS.filter((k) => k.startsWith("message."))).toEqual(["message.edited", "message.removed"]);
    expect(showsInHistory("step.moved")).toBe(false);
    expect(showsInHistory("request.submitted")).toBe(true);
    expect(fileEventLabel("message.edited", { author: "Heartland Closing" })).toBe("Message edited: from Heartland Closing");
    expect(fileEventLabel("message.removed", {})).toBe("Message removed");
  });

  it.each<[FileEventKind, Record<string, unknown>, string]>([
    ["request.created", { title }, "Request added: Declaration of Value (Polk County)"],
    ["request.updated", { title }, "Request changed: Declaration of Value (Polk County)"],
    ["request.updated", { title, changed: ["due_on"] }, "Request changed: Declaration of Value (Polk County) (due date)"],
    ["request.updated", { title, changed: ["title", "due_on", "owner"] }, "Request changed: Declaration of Value (Polk County) (title, due date and who owes it)"],
    ["request.updated", { title, changed: ["visibility", "new_column"] }, "Request changed: Declaration of Value (Polk County) (who can see it and new column)"],
    ["request.submitted", { title }, "Answer sent: Declaration of Value (Polk County)"],
    ["request.submitted", { title, documents: 0 }, "Answer sent: Declaration of Value (Polk County)"],
    ["request.submitted", { title, documents: 1 }, "Answer sent: Declaration of Value (Polk County), with 1 document"],
    ["request.submitted", { title, documents: 3 }, "Answer sent: Declaration of Value (Polk County), with 3 documents"],
    ["request.accepted", { title }, "Answer accepted: Declaration of Value (Polk County)"],
    [
      "request.sent_back",
      { title, reason: "The personal property's value is missing." },
      "Sent back: Declaration of Value (Polk County). Reason: The personal property's value is missing.",
    ],
    ["request.sent_back", { title }, "Sent back: Declaration of Value (Polk County)"],
    ["request.waived", { title, reason: "Exempt under 428A.2(11)" }, "Waived, not needed: Declaration of Value (Polk County). Reason: Exempt under 428A.2(11)"],
    ["request.reopened", { title }, "Reopened: Declaration of Value (Polk County)"],
    ["request.created", {}, "Request added: a request"],
    ["request.accepted", { title: 42, reason: ["x"] }, "Answer accepted: a request"],
    ["request.updated", { title, changed: "owner" }, "Request changed: Declaration of Value (Polk County)"],
  ])("%s %j → %s", (kind, payload, label) => {
    expect(fileEventLabel(kind, payload)).toBe(label);
  });
});
