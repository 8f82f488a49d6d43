import type { APIRequestContext, CDPSession, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { PASSWORD, createAccount, expectNoAxeViolations, expectToast, submitSignIn, uniqueEmail, signOutFromBar } from "./auth-support.ts";

/**
 * Passkeys and security keys with Chromium's virtual authenticator (CDP WebAuthn domain): it
 * answers the browser's passkey prompts as a phone's or laptop's built-in authenticator would,
 * fingerprint included (user verified).
 *
 * A WebAuthn relying party must be a domain, so these tests open the server as localhost rather
 * than the suite's 127.0.0.1 (AUTH_WEBAUTHN_RP_ID and AUTH_WEBAUTHN_ORIGINS in playwright.config.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 4319);
test.use({ baseURL: `http://localhost:${PORT}`, serviceWorkers: "block" });

/** Must match ADMIN_EMAILS in playwright.config.ts; the security key stays on the account, so a retry uses the next. */
const KEY_ADMINS = ["e2e-admin-key@example.com", "e2e-admin-key-retry@example.com"] as const;

/**
 * A passkey lives in the device (transport internal); a security key is plugged in (usb): auth-js
 * asks the browser for a roaming authenticator for an MFA factor, which an internal one never answers.
 */
async function addVirtualAuthenticator(
  page: Page,
  transport: "internal" | "usb" = "internal",
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Signs in through the auth API and hands the session to the tab once (auth-support's
 * signInWithApi puts it back on every page load, which would undo signing out here).
 */
async function startSignedIn(page: Page, request: APIRequestContext, email: string) {
  const response = await request.post("/auth/v1/token?grant_type=password", { data: { email, password: PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  await page.addInitScript((session) => {
    try {
      if (window.sessionStorage.getItem("e2e-session-seeded")) return;
      window.sessionStorage.setItem("e2e-session-seeded", "1");
      window.localStorage.setItem("heartland-auth", session);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, JSON.stringify(await response.json()));
}

async function signOut(page: Page) {
  await signOutFromBar(page);
  await expect(page).toHaveURL(/\/$/);
}

test("an agent adds a passkey, names it, signs in with it on a phone and removes it", async ({ page, request }) => {
  test.slow(); // several axe scans and two sign-ins
  const email = await createAccount(request, uniqueEmail("passkey"));
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await startSignedIn(page, request, email);

  await gotoHydrated(page, "/account/security");
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("fingerprint, face or PIN")).toBeVisible();
  await expect(section.getByText("None yet")).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser's prompt is answered by the virtual authenticator; the new passkey opens named after the device.
  await section.getByRole("button", { name: "Add a Passkey" }).click();
  await expectToast(page, "Passkey added.");
  const naming = section.getByRole("form", { name: "Name this passkey" });
  const nameField = naming.getByLabel("Passkey name");
  await expect(nameField).toBeFocused();
  // Named after the device (the server calls every new passkey just "Passkey").
  await expect(nameField).not.toHaveValue(/^(Passkey)?$/);
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
  await expectNoAxeViolations(page, { within: section });

  await nameField.fill(" ");
  await naming.getByRole("button", { name: "Save Name" }).click();
  await expect(nameField).toHaveAccessibleDescription(/Enter a name for this passkey/);
  await nameField.fill("Work laptop");
  await naming.getByRole("button", { name: "Save Name" }).click();
  await expectToast(page, "Passkey renamed.");
  const list = section.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Work laptop", { exact: true })).toBeVisible();
  await expect(list.getByText(/Not used to sign in yet/)).toBeVisible();
  await expect(section.getByText("1 saved")).toBeVisible();

  // Out, and back in on a phone with the passkey alone: no e-mail, no password.
  await signOut(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/login");
  const passkeyButton = page.getByRole("button", { name: "Sign In with a Passkey" });
  await expect(passkeyButton).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing runs off the side").toBeLessThanOrEqual(390);
  await passkeyButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Welcome back!");

  // The list now says when it was last used; removing it asks first.
  await gotoHydrated(page, "/account/security");
  await expect(list.getByText(/Last used/)).toBeVisible();
  await list.getByRole("button", { name: "Remove Work laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Work laptop?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { within: dialog });
  await dialog.getByRole("button", { name: "Remove Passkey" }).click();
  await expectToast(page, "Passkey removed.");
  await expect(dialog).toBeHidden();
  await expect(section.getByText("None yet")).toBeVisible();
});

test("closing the browser's passkey prompt at sign-in is a calm note, not an error", async ({ page }) => {
  // What every browser reports when its passkey prompt is closed or times out.
  await page.addInitScript(() => {
    navigator.credentials.get = () =>
      Promise.reject(new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"));
  });
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Sign In with a Passkey" }).click();
  const note = page.getByRole("status").filter({ hasText: "No passkey was used" });
  await expect(note).toHaveText("No passkey was used. You can try again, or sign in with your email and password.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Email")).toBeEnabled();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
});

test("an administrator adds a security key as the second step and signs in with it", async ({ page, request }, testInfo) => {
  test.slow();
  const admin = KEY_ADMINS[testInfo.retry] ?? KEY_ADMINS[0];
  await createAccount(request, admin);
  await addVirtualAuthenticator(page, "usb");
  await startSignedIn(page, request, admin);

  await gotoHydrated(page, "/admin");
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText("Confirm It's You");
  const twoStep = page.getByRole("region", { name: "Two-step verification required" });
  const useKey = twoStep.getByRole("button", { name: "Use a Security Key" });
  await expect(useKey).toBeVisible();
  await expectNoAxeViolations(page, { within: twoStep });
  await useKey.click();
  await expectToast(page, "Security key added. Two-step verification is on.");
  await expect(h1).toHaveText("Admin Dashboard");

  // Next time: the password, then the key instead of a code.
  await signOut(page);
  await gotoHydrated(page, "/login");
  await submitSignIn(page, admin);
  const keyStep = page.getByRole("group", { name: "Two-step verification" });
  await expect(keyStep.getByRole("button", { name: "Use Security Key" })).toBeVisible();
  await expectNoAxeViolations(page, { within: page.getByRole("main") });
  await keyStep.getByRole("button", { name: "Use Security Key" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(h1).toHaveText("Admin Dashboard");
});
