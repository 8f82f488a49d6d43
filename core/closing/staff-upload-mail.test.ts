import { describe, expect, it } from "vitest";
import { answerLine, staffUploadEmail, uploadLine, type PartyUpload, type SubmittedAnswer } from "./staff-upload-mail.ts";

const file = { id: "f1", fileNumber: "HC-2026-01001", propertyAddress: "412 Elm St, Cedar Falls, IA 50613" };
const upload = (over: Partial<PartyUpload> = {}): PartyUpload => ({
  name: "purchase-agreement.pdf",
  label: "Signed purchase agreement",
  // 3:15 PM in Iowa (CST, UTC-6).
  createdAt: new Date("2026-11-23T21:15:00Z"),
  uploader: { email: "jane@agents.example", name: "Jane Agent", role: "listing_agent" },
  ...over,
});

describe("the staff notice of party uploads", () => {
  it.each<[string, PartyUpload, string]>([
    ["a party with a name and role", upload(), "- purchase-agreement.pdf (Signed purchase agreement), from Jane Agent (listing agent), jane@agents.example, Nov 23, 3:15 PM"],
    ["no label", upload({ label: null }), "- purchase-agreement.pdf, from Jane Agent (listing agent), jane@agents.example, Nov 23, 3:15 PM"],
    ["an account no party row names", upload({ uploader: { email: "x@example.com", name: null, role: null } }), "- purchase-agreement.pdf (Signed purchase agreement), from x@example.com, Nov 23, 3:15 PM"],
    ["a deleted account", upload({ uploader: { email: null, name: null, role: null } }), "- purchase-agreement.pdf (Signed purchase agreement), from a party whose account has since been deleted, Nov 23, 3:15 PM"],
  ])("%s", (_, u, line) => {
    expect(uploadLine(u)).toBe(line);
  });

  it("names one upload in the subject, counts several, and links the staff page of the file", () => {
    const one = staffUploadEmail(file, [upload()], "https://hc.example");
    expect(one.subject).toBe("HC-2026-01001 · 412 Elm St: purchase-agreement.pdf uploaded");
    expect(one.text).toContain("https://hc.example/admin/closing-files/f1");
    const two = staffUploadEmail(file, [upload(), upload({ name: "payoff.pdf" })], "https://hc.example");
    expect(two.subject).toBe("HC-2026-01001 · 412 Elm St: 2 documents uploaded");
    expect(two.text.match(/^- /gm)).toHaveLength(2);
  });
});

describe("the staff notice of answers waiting for review", () => {
  const answer = (over: Partial<SubmittedAnswer> = {}): SubmittedAnswer => ({
    title: "Groundwater hazard questions",
    owner: "seller",
    answeredBy: "Sam Seller",
    answeredAt: new Date("2026-11-23T21:15:00Z"),
    ...over,
  });

  it.each<[string, SubmittedAnswer, string]>([
    ["a seller's answer", answer(), "- Groundwater hazard questions, owed by the seller, answered by Sam Seller, Nov 23, 3:15 PM"],
    ["no one recorded", answer({ owner: null, answeredBy: null }), "- Groundwater hazard questions, Nov 23, 3:15 PM"],
  ])("%s", (_, a, line) => {
    expect(answerLine(a)).toBe(line);
  });

  it("lists answers alone, or with the uploads of the same batch, in one e-mail with the file's staff link", () => {
    const one = staffUploadEmail(file, [], "https://hc.example", [answer()]);
    expect(one.subject).toBe("HC-2026-01001 · 412 Elm St: Groundwater hazard questions answered");
    expect(one.text).toContain("waits for your review");
    expect(one.text).toContain("https://hc.example/admin/closing-files/f1");
    const both = staffUploadEmail(file, [upload(), upload({ name: "payoff.pdf" })], "https://hc.example", [answer(), answer({ title: "Insurance binder", owner: "buyer" })]);
    expect(both.subject).toBe("HC-2026-01001 · 412 Elm St: 2 documents uploaded, 2 answers to review");
    expect(both.text.match(/^- /gm)).toHaveLength(4);
    expect(both.text).toContain("- Insurance binder, owed by the buyer");
    expect(staffUploadEmail(file, [], "https://hc.example", [answer(), answer()]).subject).toBe("HC-2026-01001 · 412 Elm St: 2 answers to review");
    expect(staffUploadEmail(file, [upload()], "https://hc.example", [answer()]).subject).toBe("HC-2026-01001 · 412 Elm St: 1 document uploaded, 1 answer to review");
  });
});
