import { expect, gotoHydrated, test } from "./fixtures.ts";
import { createAccount, expectNoAxeViolations, latestMail, signInWithApi, uniqueEmail } from "./auth-support.ts";

/**
 * Changing the e-mail address and the password on /account/security, on a phone (390 px), with
 * GoTrue's secure settings on (the server's defaults): an e-mail change is confirmed from both
 * inboxes, and a password change from a sign-in older than a day asks for an e-mailed code.
 */

const PHONE = { width: 390, height: 844 };
const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0] ?? "";
const codeIn = (text: string) => /code: (\d{6})/.exec(text)?.[1] ?? "";

test("e-mail change: both inboxes confirm, the page says what is left after the first link", async ({ page, request }) => {
  const current = await createAccount(request, uniqueEmail("move-from"));
  const next = uniqueEmail("move-to");
  await signInWithApi(page, request, current);
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/account/security");

  const card = page.getByRole("region", { name: "E-mail address" });
  await expect(card.getByText(current)).toBeVisible();
  const form = card.getByRole("form", { name: "Change your e-mail address" });
  const field = form.getByLabel("New e-mail address");
  await field.fill(current.toUpperCase());
  await form.getByRole("button", { name: "Change E-mail Address" }).click();
  await expect(field).toHaveAccessibleDescription(/This is already your e-mail address/);
  await expect(field).toHaveValue(current.toUpperCase());

  await field.fill(next);
  await form.getByRole("button", { name: "Change E-mail Address" }).click();
  const sent = card.getByRole("status").filter({ hasText: "Follow both links" });
  await expect(sent).toContainText(next);
  await expect(sent).toContainText(current);
  await expectNoAxeViolations(page, { within: card });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(PHONE.width);

  const toCurrent = await latestMail(request, current);
  expect(toCurrent.subject).toContain("Confirm the change of your e-mail address");
  const toNext = await latestMail(request, next);
  expect(toNext.subject).toContain("Confirm your new e-mail address");

  // The current address's link first: the account keeps its address and the page says what is left.
  await page.goto(linkIn(toCurrent.text));
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(card.getByRole("status").filter({ hasText: "One of the two links is confirmed" })).toBeVisible();
  await expect(card.getByText(`Waiting for confirmation: ${next}`)).toBeVisible();
  await expect(card.getByText(`You sign in and hear from us at ${current}`)).toBeVisible();
  await expectNoAxeViolations(page, { within: card });

  // Then the new address's: the account moves.
  await page.goto(linkIn(toNext.text));
  await expect(page).toHaveURL(/\/account\/security/);
  await expect(card.getByText(`You sign in and hear from us at ${next}`)).toBeVisible();
  await expect(card.getByText("Waiting for confirmation")).toHaveCount(0);
  const signIn = await request.post("/auth/v1/token?grant_type=password", { data: { email: next, password: "prairie-sunrise-42" } });
  expect(signIn.ok()).toBe(true);
});

test("password change from an old sign-in: the page e-mails a code, a wrong one is refused, the right one saves", async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail("old-session"));
  await signInWithApi(page, request, email);
  // The server asks for the code only from a session signed in more than a day ago, which a
  // browser test cannot wait for: the first save gets the server's answer to such a session
  // (server/auth/tests/secure-password-change.test.ts proves the server gives it); the code, the
  // wrong code and the save with the code are the real server's.
  let answered = false;
  await page.route("**/auth/v1/user", async (route) => {
    if (route.request().method() !== "PUT" || answered) return route.continue();
    answered = true;
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ code: 400, error_code: "reauthentication_needed", msg: "Password update requires reauthentication" }),
    });
  });
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/account/security");

  const card = page.getByRole("region", { name: "Password" });
  const form = card.getByRole("form", { name: "Change your password" });
  await form.getByRole("textbox", { name: "New password", exact: true }).fill("a-new-cedar-rapids-9");
  await form.getByLabel("Confirm new password").fill("a-new-cedar-rapids-9");
  await form.getByRole("button", { name: "Save New Password" }).click();

  const codeForm = card.getByRole("form", { name: "Confirm with the code from your e-mail" });
  await expect(codeForm).toContainText(email);
  const mail = await latestMail(request, email);
  expect(mail.subject).toContain("confirmation code");
  const code = codeIn(mail.text);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await codeForm.getByLabel("6-digit code").fill(wrong);
  await codeForm.getByRole("button", { name: "Confirm and Save Password" }).click();
  await expect(codeForm.getByLabel("6-digit code")).toHaveAccessibleDescription(/not valid or has expired/);
  await expect(codeForm.getByLabel("6-digit code")).toHaveValue(wrong);
  await expectNoAxeViolations(page, { within: card });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(PHONE.width);

  await codeForm.getByLabel("6-digit code").fill(code);
  await codeForm.getByRole("button", { name: "Confirm and Save Password" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Your password has been updated" })).toBeVisible();
  const signIn = await request.post("/auth/v1/token?grant_type=password", { data: { email, password: "a-new-cedar-rapids-9" } });
  expect(signIn.ok()).toBe(true);
});
