import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { statusChangeSchema } from "./pipeline-status.ts";

describe("statusChangeSchema", () => {
  test.each(["new", "contacted", "qualified", "converted"])("%s is a status", (status) => {
    expect(statusChangeSchema.parse({ status })).toEqual({ status });
  });

  test.each([[{ status: "closed" }], [{ status: "New" }], [{ status: "" }], [{ status: null }], [{ status: 1 }], [{}]])(
    "%j: refused with the status message",
    (body) => {
      const result = statusChangeSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["status", ADMIN_MESSAGES.invalidStatus]]);
    },
  );
});
