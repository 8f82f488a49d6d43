import { describe, expect, test } from "vitest";
import { countryList, refusedNumberMessage, textableNumber } from "./textable-number.ts";

const US_CA = ["US", "CA"];

describe("textableNumber with the default US,CA", () => {
  test.each([
    ["+13195550142", "Iowa (319), Cedar Falls", "US"],
    ["+15152771234", "Iowa (515), Des Moines", "US"],
    ["+14165550142", "Ontario (416), Toronto", "CA"],
    ["+16135550100", "Ontario (613), Ottawa", "CA"],
  ])("%s (%s): allowed, %s", (number, _where, country) => {
    expect(textableNumber(number, US_CA)).toEqual({ ok: true, country });
  });

  test.each([
    ["+447911123456", "a UK mobile", "country"],
    ["+442079460958", "a London line", "country"],
    ["+882123456789", "an international network (no country)", "country"],
    ["+2348031234567", "a Nigerian mobile", "country"],
    ["+6757123456", "Papua New Guinea", "country"],
    ["+37120123456", "a Latvian mobile", "country"],
    ["+19005550100", "US premium rate (900)", "type"],
    ["+18005550100", "US toll-free (800)", "type"],
    ["+18885550100", "US toll-free (888)", "type"],
    ["+15005550006", "US personal number (500)", "type"],
    ["+15555550100", "no such area code (555)", "invalid"],
  ])("%s (%s): refused for its %s", (number, _what, reason) => {
    expect(textableNumber(number, US_CA)).toMatchObject({ ok: false, reason });
  });
});

describe("the allowed countries are a setting", () => {
  test("with GB allowed, a UK mobile is textable and an Iowa number is not", () => {
    expect(textableNumber("+447400123456", ["GB"])).toEqual({ ok: true, country: "GB" });
    expect(textableNumber("+13195550142", ["GB"])).toMatchObject({ ok: false, reason: "country", country: "US" });
  });
  test("US only: Ontario is refused", () => {
    expect(textableNumber("+14165550142", ["US"])).toMatchObject({ ok: false, reason: "country", country: "CA" });
  });
});

describe("messages", () => {
  test.each([
    [["US", "CA"], "the United States and Canada"],
    [["US"], "the United States"],
    [["US", "CA", "MX"], "the United States, Canada and Mexico"],
  ])("%j → %s", (codes, words) => {
    expect(countryList(codes)).toBe(words);
  });
  test("each refusal names the allowed countries and why", () => {
    const say = (n: string) => {
      const v = textableNumber(n, US_CA);
      if (v.ok) throw new Error("expected a refusal");
      return refusedNumberMessage(v, US_CA);
    };
    expect(say("+2348031234567")).toBe("We text only numbers in the United States and Canada; this number is in Nigeria.");
    expect(say("+882123456789")).toBe("We text only numbers in the United States and Canada; this number belongs to no country we text.");
    expect(say("+19005550100")).toBe(
      "We text only numbers in the United States and Canada, and never premium-rate, toll-free or other non-geographic numbers; this is one of those.",
    );
    expect(say("+15555550100")).toBe("We text only numbers in the United States and Canada; this number does not exist in any of them.");
  });
});
