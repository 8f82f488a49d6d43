/** The auth e-mails and the invitation in the one layout (issue 29): both parts, the greeting by first name when known. */
import { describe, expect, test } from "vitest";
import { OFFICE_ADDRESS } from "#core/messaging/email-layout.ts";
import { SITE } from "#core/site/settings.ts";
import { authMail, type AuthMailKind } from "./auth-mail.ts";
import { invitationMail } from "./routes/admin/invite-mail.ts";
import { metadataName } from "../messaging/recipient-name.queries.ts";

const KINDS: AuthMailKind[] = ["signup", "address_check", "recovery", "magiclink", "email_change", "email_change_current", "reauthentication"];
const LINK = "https://closing.example/auth/v1/verify?token=abc&type=signup&redirect_to=https%3A%2F%2Fclosing.example%2F";

describe.each(KINDS)("%s", (kind) => {
  test.each([
    ["Jane Smith", "Hi Jane,"],
    [null, "Hello,"],
  ])("name %j: %j, the code in both parts, the link as a button, the office", (name, greeting) => {
    const mail = authMail({ kind, code: "123456", link: kind === "address_check" || kind === "reauthentication" ? undefined : LINK, name });
    expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail.html).toContain(`>${greeting}</p>`);
    expect(mail.text).toMatch(/code: 123456/);
    expect(mail.html).toContain(">123456</strong>");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(OFFICE_ADDRESS);
      expect(part).toContain(SITE.phone);
    }
    if (kind !== "address_check" && kind !== "reauthentication") expect(mail.html).toContain(`href="${LINK.replaceAll("&", "&#38;")}"`);
  });
});

test("the invitation: greeting, button, code, both parts", () => {
  const mail = invitationMail({ accountType: "agent", link: LINK, code: "654321", name: "Dana Reyes" });
  expect(mail.text).toMatch(/^Hi Dana,\n/);
  expect(mail.text).toContain(`Accept the invitation: ${LINK}`);
  expect(mail.text).toContain("Or enter this code: 654321");
  expect(mail.html).toContain(">Accept the invitation</a>");
});

test.each([
  [{ full_name: " Jane Smith " }, "Jane Smith"],
  [{ name: "Lee" }, "Lee"],
  [{ full_name: "  ", name: "Lee" }, "Lee"],
  [{ full_name: 42 }, null],
  [{}, null],
  [null, null],
])("metadataName(%j) is %j", (meta, name) => {
  expect(metadataName(meta as Record<string, unknown> | null)).toBe(name);
});
