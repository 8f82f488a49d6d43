import { describe, expect, it } from "vitest";
import { isAbaRoutingNumber, looksLikeWireDetails, WIRE_DETAILS_REFUSED } from "./wire-details.ts";

describe("ABA routing numbers", () => {
  it.each<[string, boolean]>([
    ["071000013", true],
    ["021000021", true],
    ["011000138", true],
    ["071000014", false], // checksum off by one
    ["000000000", false], // all zeros passes the sum but is no bank
    ["991000013", false], // no Federal Reserve prefix 99
    ["07100001", false], // eight digits
  ])("%s: %s", (digits, expected) => {
    expect(isAbaRoutingNumber(digits)).toBe(expected);
  });
});

describe("a message that looks like it carries wire details is refused (issue 31)", () => {
  it.each<[string, string]>([
    ["a routing number and an account number", "Please send it to 071000013 acct 123456789012"],
    ["both numbers bare, on two lines", "071000013\n4455667788"],
    ["an account number written with dashes", "Chase 021000021, 1234-5678-9012"],
    ["an account number written with spaces", "use 011000138 and 9876 5432 10"],
    ["routing followed by digits", "Routing: 123456789"],
    ["routing number followed by digits", "our routing number is 0710 0001 3"],
    ["ABA followed by digits", "ABA# 071000013"],
    ["account number followed by digits", "Account number 55501234"],
    ["account no. followed by digits", "acct no. 55501234"],
    ["account # followed by digits", "account #5550-1234"],
    ["wire followed by digits", "wire to 5550123499 please"],
    ["wire instructions followed by digits", "Wire instructions: 44 55 66 77 88"],
    ["in capitals", "ROUTING NUMBER 071000013 ACCOUNT NUMBER 1234567"],
  ])("%s", (_name, text) => {
    expect(looksLikeWireDetails(text)).toBe(true);
  });

  it.each<[string, string]>([
    ["a file number", "Question about file 2026-0142 please"],
    ["a file number and a phone number", "File HC-2026-00142: call me at (319) 555-0142 or 319-555-0142"],
    ["a date", "Can we close on 12/05/2026 at 10:00?"],
    ["an ISO date and a time", "Moved to 2026-12-05 14:30"],
    ["a dollar amount", "The earnest money is $5,000.00 and the price $250,000"],
    ["a dollar amount after wire", "Do I wire $250,000.00 or bring a cashier's check?"],
    ["an amount with a comma after wire", "wire 250,000 on Friday?"],
    ["a parcel number", "Parcel 8913-27-101-004 is on the abstract"],
    ["a parcel number and a file number", "Parcel 8913-27-101-004, file 2026-0142"],
    ["the word wire with no number", "How do I wire the money safely?"],
    ["the word account with no number", "Which account should the payoff come from?"],
    ["a nine-digit number that fails the checksum, with another number", "Loan 071000014, file 2026-0142"],
    ["a ZIP+4 and a street number", "Send it to 600 Locust Street, Des Moines, IA 50309-1234"],
    ["an empty message", ""],
  ])("%s: allowed", (_name, text) => {
    expect(looksLikeWireDetails(text)).toBe(false);
  });

  it("the refusal says where wire details are given (the verified status page) and to call the published number", () => {
    expect(WIRE_DETAILS_REFUSED).toMatch(/only on your verified status page/);
    expect(WIRE_DETAILS_REFUSED).toContain("(319) 555-0142");
    expect(WIRE_DETAILS_REFUSED).toMatch(/can't be sent in messages/);
  });
});
