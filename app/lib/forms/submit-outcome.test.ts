import { describe, expect, it } from "vitest";
import type { PostResult } from "../api/post-json.ts";
import { submitOutcome, type SubmitOutcome } from "./submit-outcome.ts";

const failure = (status: number, extra: Partial<Extract<PostResult<unknown>, { ok: false }>> = {}): PostResult<unknown> => ({
  ok: false,
  status,
  code: "x",
  message: "Server says",
  fields: {},
  ...extra,
});

describe("submitOutcome", () => {
  it.each<[string, PostResult<unknown>, SubmitOutcome]>([
    ["201 accepted", { ok: true, data: { id: "1" } }, { kind: "sent" }],
    [
      "400 with fields the form shows",
      failure(400, { fields: { email: "Please enter a valid email address", message: "Please enter a message" } }),
      {
        kind: "fields",
        fields: { email: "Please enter a valid email address", message: "Please enter a message" },
        message: "Server says",
      },
    ],
    [
      "400 keeps only the form's fields",
      failure(400, { fields: { email: "Bad", service_type: "Pick one" } }),
      { kind: "fields", fields: { email: "Bad" }, message: "Server says" },
    ],
    ["400 about no field the form shows", failure(400, { fields: { other: "x" } }), { kind: "failed" }],
    ["400 without fields", failure(400), { kind: "failed" }],
    ["429 too many tries", failure(429, { message: "Too many submissions. Try again in 5 minutes." }), { kind: "notice", message: "Too many submissions. Try again in 5 minutes." }],
    ["413 too large", failure(413, { message: "Too large" }), { kind: "notice", message: "Too large" }],
    ["500", failure(500), { kind: "failed" }],
    ["offline", failure(0), { kind: "failed" }],
    ["401 from a proxy", failure(401), { kind: "failed" }],
  ])("%s", (_name, result, expected) => {
    expect(submitOutcome(result, ["name", "email", "message"])).toEqual(expected);
  });
});
