import { describe, expect, it } from "vitest";
import { formatHour } from "./format.ts";

describe("formatHour", () => {
  it("writes office hours the way people say them", () => {
    expect(formatHour("08:00")).toBe("8 AM");
    expect(formatHour("12:00")).toBe("12 PM");
    expect(formatHour("13:00")).toBe("1 PM");
    expect(formatHour("17:30")).toBe("5:30 PM");
    expect(formatHour("00:00")).toBe("12 AM");
  });
});
