import { describe, expect, test } from "vitest";
import { findMoneyTalk, isAbaRoutingNumber, isIban, talksAboutMoney } from "./money-talk.ts";

describe("refused: wiring money or bank details", () => {
  test.each([
    ["Your wire instructions changed", "wire"],
    ["UPDATED wire instructions - use these", "wire"],
    ["Hi Mary, please wire the funds to the account below by Thursday.", "wire"],
    ["Please wire $24,500 to us today", "wire"],
    ["Cash to close can be wired the day before.", "wire"],
    ["Wiring instructions attached", "wire"],
    ["Send the earnest money by wire transfer", "wire"],
    ["routing number 073000228 account 12345678", "bank_details"],
    ["Our ABA is 073000228", "bank_details"],
    ["SWIFT/IBAN below", "bank_details"],
    ["swift code CHASUS33", "bank_details"],
    ["Use IBAN GB82 WEST 1234 5698 7654 32", "bank_details"],
    ["We have updated bank details for your closing", "bank_details"],
    ["Our bank info changed, see below", "bank_details"],
    ["Acct # 12345678", "bank_details"],
    ["Beneficiary account: Heartland Title", "bank_details"],
    ["073000228 / 4455667788", "routing_number"],
    ["Send it to 073-000-228, acct ending 7788, ok?", "routing_number"],
    ["Deposit to 073000228 please", "routing_number"],
    ["GB82WEST12345698765432", "iban"],
    ["ｗｉｒｅ the ｆｕｎｄｓ", "wire"],
  ])("%j → %s", (text, kind) => {
    expect(findMoneyTalk(text)?.kind).toBe(kind);
  });
});

describe("allowed: ordinary closing chatter", () => {
  test.each([
    "Your closing is Friday at 10",
    "Your closing is set for Friday at 10:00 at our Cedar Falls office.",
    // A cashier's check is handed over at the table: there is no destination to forge.
    "Please bring a cashier's check and your photo ID",
    "The appraisal came in at value",
    "Call me about the earnest money",
    "The earnest money was received, thank you!",
    "The inspector flagged the wiring in the basement",
    "There is a loose wire by the furnace, the seller will fix it",
    "Did the wire go through?",
    "Your file number is 073000228",
    "Parcel 8913-27-451-002 closes on 12/18",
    "Call us at (319) 555-0142 with any questions",
    "We move swiftly: a swift closing is our promise",
    "The title commitment and the closing disclosure are attached",
    "Hi Mary,\n\nYour closing is set for Friday at 10:00.",
  ])("%j", (text) => {
    expect(findMoneyTalk(text)).toBeNull();
    expect(talksAboutMoney(text)).toBe(false);
  });
});

describe("checksums", () => {
  test.each([
    ["073000228", true], // Wells Fargo, Iowa
    ["021000021", true], // JPMorgan Chase
    ["011000015", true], // Federal Reserve Boston
    ["073000229", false],
    ["123456789", false],
    ["991000021", false], // no such district
    ["07300022", false],
  ])("ABA %s → %s", (n, ok) => {
    expect(isAbaRoutingNumber(n)).toBe(ok);
  });
  test.each([
    ["GB82 WEST 1234 5698 7654 32", true],
    ["DE89370400440532013000", true],
    ["GB82 WEST 1234 5698 7654 33", false],
    ["US12 3456 7890 1234", false],
  ])("IBAN %s → %s", (n, ok) => {
    expect(isIban(n)).toBe(ok);
  });
});
