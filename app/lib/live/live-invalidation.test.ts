import { describe, expect, it } from "vitest";
import type { QueryKey } from "@tanstack/react-query";
import type { LiveEvent } from "#core/api/live-events.ts";
import { isStaleAfter, type LiveScope } from "./live-invalidation.ts";

const FILE = "00000000-0000-4000-8000-00000000000a";
const OTHER = "00000000-0000-4000-8000-00000000000b";
const ev = (kind: LiveEvent["kind"], file = FILE): LiveEvent => ({ kind, file_id: file, object_id: null });

describe("which queries a live event makes stale (issue 31)", () => {
  it.each<[string, LiveEvent, QueryKey, LiveScope, boolean]>([
    ["a message: the party's messages of that file", ev("message.posted"), ["closing-files", FILE, "messages"], "account", true],
    ["a message: the staff file page's messages", ev("message.posted"), ["admin", "closing-files", "file", FILE, "messages"], "account", true],
    ["a message: the file itself (its unread count)", ev("message.posted"), ["closing-files", FILE], "account", true],
    ["a message: not the file's documents", ev("message.posted"), ["closing-files", FILE, "documents"], "account", false],
    ["a message: not another file's messages", ev("message.posted", OTHER), ["closing-files", FILE, "messages"], "account", false],
    ["a message: the staff inbox", ev("message.posted"), ["admin", "messages", "inbox"], "account", true],
    ["a message: staff's file list", ev("message.posted"), ["admin", "closing-files", "list", "", "all"], "account", true],
    ["a message: the dashboard's files", ev("message.posted"), ["dashboard", "closing-files"], "account", true],
    ["a message: not the dashboard's standings", ev("message.posted"), ["dashboard", "goat"], "account", false],
    ["a message: not the profile", ev("message.posted"), ["me"], "account", false],
    ["a step: the whole file", ev("step.moved"), ["admin", "closing-files", "file", FILE, "documents"], "account", true],
    ["a request: its requests", ev("request.submitted"), ["admin", "closing-files", "file", FILE, "requests"], "account", true],
    ["a request: the file's history", ev("request.submitted"), ["admin", "closing-files", "file", FILE, "history"], "account", true],
    ["a request: not the file's messages", ev("request.submitted"), ["closing-files", FILE, "messages"], "account", false],
    ["a read mark: messages of the file", ev("message.read"), ["admin", "closing-files", "file", FILE, "messages"], "account", true],
    ["a read mark: not the file lists", ev("message.read"), ["admin", "closing-files", "list", "", "all"], "account", false],
    ["status page: a message, its messages", ev("message.posted"), ["status", "link", "messages"], "status", true],
    ["status page: a message, not its requests", ev("message.posted"), ["status", "link", "requests"], "status", false],
    ["status page: a request, its requests", ev("request.sent_back"), ["status", "link", "requests"], "status", true],
    ["status page: a step, the page", ev("step.moved"), ["status", "link"], "status", true],
    ["status page: never the verification choices", ev("step.moved"), ["status", "link", "verification"], "status", false],
    ["status page: no signed-in keys", ev("step.moved"), ["closing-files", FILE], "status", false],
  ])("%s", (_name, event, key, scope, expected) => {
    expect(isStaleAfter(event, key, scope)).toBe(expected);
  });
});
