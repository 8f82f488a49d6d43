import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  apiQuery,
  exportQuery,
  pipelineParams,
  readAuditView,
  readChannel,
  readDocumentFilter,
  readPipelineView,
  readUsersView,
  usersParams,
} from "./list-params.ts";

const p = (s: string) => new URLSearchParams(s);

describe("readPipelineView", () => {
  it.each([
    ["", { status: null, q: "", sort: "newest", limit: DEFAULT_PAGE_SIZE, cursor: null }],
    ["status=qualified&q=%20ames%20&sort=name_desc&limit=2&cursor=abc", { status: "qualified", q: "ames", sort: "name_desc", limit: 2, cursor: "abc" }],
    // What the API would refuse falls back to the default instead of an error page.
    ["status=won&sort=random&limit=0", { status: null, q: "", sort: "newest", limit: DEFAULT_PAGE_SIZE, cursor: null }],
    ["limit=101", { status: null, q: "", sort: "newest", limit: DEFAULT_PAGE_SIZE, cursor: null }],
    ["limit=1e2", { status: null, q: "", sort: "newest", limit: DEFAULT_PAGE_SIZE, cursor: null }],
    ["cursor=", { status: null, q: "", sort: "newest", limit: DEFAULT_PAGE_SIZE, cursor: null }],
  ])("%s", (search, view) => {
    expect(readPipelineView(p(search))).toEqual(view);
  });

  it("keeps search text within the API's 100 characters", () => {
    expect(readPipelineView(p(`q=${"a".repeat(150)}`)).q).toHaveLength(100);
  });
});

describe("pipelineParams", () => {
  it("leaves defaults out of the address and round-trips the rest", () => {
    expect(pipelineParams(readPipelineView(p(""))).toString()).toBe("");
    const view = readPipelineView(p("status=new&q=jo+ann&sort=oldest&limit=5&cursor=c1"));
    expect(readPipelineView(pipelineParams(view))).toEqual(view);
  });
});

describe("users view", () => {
  it("reads q, limit and cursor, and writes only what differs from the default", () => {
    const view = readUsersView(p("q=Smith&cursor=x&status=new"));
    expect(view).toEqual({ q: "Smith", limit: DEFAULT_PAGE_SIZE, cursor: "x" });
    expect(usersParams(view).toString()).toBe("q=Smith&cursor=x");
  });
});

describe("API and export queries", () => {
  it("states the page size to the API", () => {
    expect(apiQuery(p("q=a"), 25)).toBe("q=a&limit=25");
  });
  it.each([
    ["", ""],
    ["cursor=abc&limit=2", ""],
    ["status=new&q=x&sort=name&cursor=abc&limit=2", "?status=new&q=x&sort=name"],
  ])("export of %s is %s", (search, query) => {
    expect(exportQuery(p(search))).toBe(query);
  });
});

describe("other filters", () => {
  it.each([
    ["type=agent", "agent"],
    ["type=AGENT", "all"],
    ["", "all"],
  ])("document filter %s → %s", (search, filter) => {
    expect(readDocumentFilter(p(search))).toBe(filter);
  });
  it.each([
    ["channel=sms", "sms"],
    ["channel=fax", null],
  ])("channel %s → %s", (search, channel) => {
    expect(readChannel(p(search))).toBe(channel);
  });
  it.each([
    ["kind=role&actor=6F1C2A4E-8B7D-4C3A-9E2F-1A2B3C4D5E6F", { kind: "role", actor: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", file: null }],
    ["kind=bogus&actor=a%20b", { kind: null, actor: null, file: null }],
    ["kind=step&file=hc-2026-01001", { kind: "step", actor: null, file: "HC-2026-01001" }],
    ["file=412%20Elm", { kind: null, actor: null, file: null }],
  ])("audit %s", (search, view) => {
    expect(readAuditView(p(search))).toEqual(view);
  });
});
