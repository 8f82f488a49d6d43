import { describe, expect, it } from "vitest";
import { isAbaRoutingNumber } from "./aba.ts";
import { isAbaRoutingNumber as fromWireDetails } from "../closing/wire-details.ts";

describe("ABA routing numbers (ABA routing number policy: Federal Reserve prefix and the 3-7-1 checksum)", () => {
  it.each<[string, string]>([
    ["121000248", "Wells Fargo, San Francisco (prefix 12, the last Federal Reserve district)"],
    ["026009593", "Bank of America, New York"],
    ["011000015", "Federal Reserve Bank of Boston"],
    ["021000021", "JPMorgan Chase, New York"],
    ["073000228", "Wells Fargo, Iowa"],
    ["322271627", "a thrift (prefix 32)"],
    ["211000006", "a made-up thrift number whose checksum holds (prefix 21)"],
    ["611000004", "a made-up electronic number whose checksum holds (prefix 61)"],
    ["801000005", "a made-up traveler's check number whose checksum holds (prefix 80)"],
  ])("%s is a routing number: %s", (digits) => {
    expect(isAbaRoutingNumber(digits)).toBe(true);
  });

  it.each<[string, string]>([
    ["121000249", "the last digit off by one"],
    ["026009539", "two digits swapped"],
    ["011000016", "the check digit off by one"],
    ["123456789", "a run of digits"],
    ["000000000", "all zeros: the sum holds but no bank has it"],
    ["131000018", "prefix 13: no Federal Reserve district, though the checksum holds"],
    ["201000016", "prefix 20: between districts and thrifts"],
    ["331000012", "prefix 33: past the thrifts"],
    ["601000014", "prefix 60: before the electronic range"],
    ["731000010", "prefix 73: past the electronic range"],
    ["811000011", "prefix 81: past traveler's checks"],
    ["991000012", "prefix 99"],
    ["12100024", "eight digits"],
    ["1210002480", "ten digits"],
    ["121 000 248", "spaces (the schemas remove them first; the check itself takes digits)"],
    ["12100024a", "a letter"],
    ["", "nothing"],
  ])("%s is not: %s", (digits) => {
    expect(isAbaRoutingNumber(digits)).toBe(false);
  });

  it("the message filter uses this one check (core/closing/wire-details.ts re-exports it)", () => {
    expect(fromWireDetails).toBe(isAbaRoutingNumber);
  });
});
