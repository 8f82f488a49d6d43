import { describe, expect, it } from "vitest";
import { registerFormSchema } from "#core/auth/credentials.ts";
import { fieldErrorsOf } from "./form-errors.ts";

describe("fieldErrorsOf", () => {
  it("keeps the first message of each field", () => {
    const result = registerFormSchema.safeParse({ accountType: "agent", email: "", password: "123" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      email: "Email is required",
      password: "Password must be at least 6 characters long",
    });
  });
});
