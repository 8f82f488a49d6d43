import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { pipelineViewSchema } from "./pipeline-query.ts";

describe("pipelineViewSchema", () => {
  test.each([
    [{}, { sort: "newest" }],
    [{ status: "", sort: "" }, { sort: "newest" }],
    [{ status: "qualified" }, { status: "qualified", sort: "newest" }],
    [{ q: "  Smith  ", sort: "name_desc" }, { q: "Smith", sort: "name_desc" }],
    [{ q: "", sort: "oldest" }, { q: "", sort: "oldest" }],
    [{ q: "x".repeat(100), sort: "name" }, { q: "x".repeat(100), sort: "name" }],
  ])("%j → %j", (query, view) => {
    expect(pipelineViewSchema.parse(query)).toEqual(view);
  });

  test.each([
    [{ status: "closed" }, "status", ADMIN_MESSAGES.invalidStatus],
    [{ status: "NEW" }, "status", ADMIN_MESSAGES.invalidStatus],
    [{ sort: "created_at" }, "sort", ADMIN_MESSAGES.invalidSort],
    [{ q: "x".repeat(101) }, "q", ADMIN_MESSAGES.pipelineSearchTooLong],
    [{ q: "a\u0000b" }, "q", "Please remove the invisible control characters from this text"],
  ])("%j: refused, naming %s", (query, field, message) => {
    const result = pipelineViewSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([[field, message]]);
  });
});
