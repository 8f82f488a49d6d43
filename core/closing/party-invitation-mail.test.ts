import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { SITE } from "../site/settings.ts";
import type { PartyRole } from "./closing-enums.ts";
import { partyInvitationMail, type InvitationKind } from "./party-invitation-mail.ts";

const base: { name: string; role: PartyRole; propertyAddress: string; fileNumber: string; url: string } = {
  name: "Lee Lender",
  role: "lender",
  propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
  fileNumber: "HC-2026-01001",
  url: "https://www.heartlandclosing.example/auth/v1/verify?token=abc&type=invite&redirect_to=x",
};
const mail = (kind: InvitationKind, extra: Partial<typeof base> = {}) => partyInvitationMail({ ...base, kind, ...extra });

describe("partyInvitationMail", () => {
  test.each<[InvitationKind, string]>([
    ["open", "Open the file in your portal:"],
    ["claim", "This link signs you into it and confirms that the address is yours"],
    ["claim", "any password or sign-in method set up on that account before you confirmed it is removed"],
    ["invite", "We have opened a portal account for you with this address"],
    ["invite", "choose \"Forgot password\" on our sign-in page"],
  ])("%s: says what to do next (%s)", (kind, expected) => {
    expect(mail(kind).text).toContain(expected);
  });

  test.each<InvitationKind>(["open", "claim", "invite"])("%s: names the file and the role, gives the link on its own line, warns about wire fraud", (kind) => {
    const { text, subject } = mail(kind);
    expect(subject).toBe("You're on a closing file: 412 Elm St, Cedar Falls, IA 50613");
    expect(text).toContain("Hi Lee,");
    expect(text).toContain("closing of 412 Elm St, Cedar Falls, IA 50613 (our file HC-2026-01001) as lender / loan officer.");
    expect(text).toContain(`\n${base.url}\n`);
    expect(text).toContain(WIRE_FRAUD_WARNING);
    expect(text).toContain(`Questions? Call us at ${SITE.phone}.`);
  });

  test.each([
    ["listing_agent", "as listing agent."],
    ["buyers_agent", "as buyer's agent."],
  ] as const)("a %s is named by role", (role, expected) => {
    expect(mail("open", { role }).text).toContain(expected);
  });

  test.each<InvitationKind>(["open", "claim", "invite"])("%s: the HTML part links the same address, escaped", (kind) => {
    const { html } = mail(kind);
    expect(html).toContain(`<a href="${base.url.replaceAll("&", "&#38;")}"`);
    expect(html).toContain("Hi Lee,");
  });

  test("a party without a name is greeted plainly", () => {
    expect(mail("open", { name: "  " }).text.startsWith("Hello,\n")).toBe(true);
  });

  test("one-time links say they expire; the plain file link does not", () => {
    expect(mail("open").text).not.toContain("works once");
    expect(mail("claim").text).toContain("The link works once, for one hour.");
    expect(mail("invite").text).toContain("The link works once, for one hour.");
  });
});
