import { describe, expect, it } from "vitest";
import { staffUploadEmail, uploadLine, type PartyUpload } from "./staff-upload-mail.ts";

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
