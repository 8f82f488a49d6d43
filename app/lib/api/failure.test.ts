import { describe, expect, it } from "vitest";
import { ApiError, networkError } from "./api-error.ts";
import { describeFailure } from "./failure.ts";

describe("describeFailure", () => {
  it.each([
    ["the server unreachable", networkError(), /could not reach the server/, true],
    ["the page's code not loading", new TypeError("Failed to fetch dynamically imported module: /assets/a.js"), /could not reach the server/, true],
    ["a server error", new ApiError(503, "unavailable", "Down"), /the server had a problem/, true],
    ["a refusal", new ApiError(409, "no_email", "This client has no e-mail address."), /This client has no e-mail address\./, false],
    ["too many", new ApiError(429, "rate_limited", "Too many messages this hour."), /Too many messages/, true],
  ])("%s", (_name, error, message, retryable) => {
    const failure = describeFailure(error, "Failed to send email");
    expect(failure.message).toMatch(/^Failed to send email: /);
    expect(failure.message).toMatch(message);
    expect(failure.retryable).toBe(retryable);
  });
});
