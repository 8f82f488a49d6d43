import { describe, expect, it } from "vitest";
import { webcalUrlOf } from "./calendar-subscribe.ts";

describe("webcalUrlOf", () => {
  it.each([
    ["https://heartlandclosing.com/api/v1/calendar/abc.ics", "webcal://heartlandclosing.com/api/v1/calendar/abc.ics"],
    ["http://localhost:4407/api/v1/calendar/abc.ics", "webcal://localhost:4407/api/v1/calendar/abc.ics"],
    ["https://example.com/feed.ics?x=1", "webcal://example.com/feed.ics?x=1"],
    ["https://user:secret@example.com/feed.ics#part", "webcal://example.com/feed.ics"],
    ["ftp://example.com/feed.ics", null],
    ["javascript:alert(1)", null],
    ["/api/v1/calendar/abc.ics", null],
    ["", null],
  ])("%s → %s", (feed, expected) => {
    expect(webcalUrlOf(feed)).toBe(expected);
  });
});
