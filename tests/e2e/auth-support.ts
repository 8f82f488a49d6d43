import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, gotoHydrated } from "./fixtures.ts";

/**
 * Shared steps of the account journeys. Every test makes its own addresses, so tests run in
 * parallel and in any order against one server. The server limits sign-ups (20 per 15 min) and
 * sign-ins (30 per 5 min) per address: accounts that only need to exist are created through the
 * API, and each test signs in through the page only where that is what it checks.
 */

export const PASSWORD = "prairie-sunrise-42";

/**
 * Must match ADMIN_EMAILS in playwright.config.ts. An admin sets up two-step verification on
 * first visit to the admin area, which stays on the account: a retried test uses the next one.
 */
export const ADMIN_EMAILS = ["e2e-admin@example.com", "e2e-admin-retry@example.com"] as const;
export const ADMIN_EMAIL = ADMIN_EMAILS[0];

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account through the auth API (as the app's sign-up does), returning its address. */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  accountType: "agent" | "lender" = "agent",
  password = PASSWORD,
): Promise<string> {
  const response = await request.post("/auth/v1/signup", {
    data: { email, password, data: { account_type: accountType } },
  });
  const body = (await response.json()) as { code?: string };
  // A retried test finds its fixed address (the admin) already there.
  if (!response.ok() && body.code !== "user_already_exists") {
    throw new Error(`sign-up of ${email} failed: ${response.status()} ${JSON.stringify(body)}`);
  }
  return email;
}

/** Opens /login (or the given path) and signs in with the password step. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await gotoHydrated(page, "/login");
  await submitSignIn(page, email, password);
}

/**
 * Signs in through the auth API and hands the session to the page as auth-js stores it
 * (localStorage "heartland-auth", app/lib/auth/auth-storage.ts), so a test that is not about
 * signing in starts signed in without typing credentials.
 */
export async function signInWithApi(page: Page, request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post("/auth/v1/token?grant_type=password", { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  const session = await response.json();
  await page.addInitScript((value) => window.localStorage.setItem("heartland-auth", value), JSON.stringify(session));
  return session as { access_token: string; user: { id: string } };
}

/**
 * The bar's account actions. Signed out, the website's top bar shows Sign In and Get Started.
 * Signed in, the website's top bar shows Dashboard and Sign Out, and the signed-in pages' app shell
 * its account menu, which holds Sign Out.
 */
export async function expectSignedIn(page: Page, signedIn: boolean) {
  const bar = page.getByRole("banner");
  const accountMenu = bar.getByRole("button", { name: "Account menu" });
  if (signedIn) {
    await expect(accountMenu.or(bar.getByRole("button", { name: "Sign Out" }))).toBeVisible();
    if (await accountMenu.isVisible()) {
      await accountMenu.click();
      await expect(bar.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await accountMenu.click();
    } else {
      await expect(bar.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    }
    await expect(bar.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  } else {
    await expect(bar.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await expect(accountMenu).toHaveCount(0);
  }
}

/** Signs out from the bar: the website's top bar has the button, the app shell has it in its account menu. */
export async function signOutFromBar(page: Page) {
  const bar = page.getByRole("banner");
  const accountMenu = bar.getByRole("button", { name: "Account menu" });
  await expect(accountMenu.or(bar.getByRole("button", { name: "Sign Out" }))).toBeVisible();
  if (await accountMenu.isVisible()) await accountMenu.click();
  await bar.getByRole("button", { name: "Sign Out" }).click();
}

/** A toast in the top-right notifications region (sonner) saying exactly this. */
export async function expectToast(page: Page, text: string) {
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region.getByRole("listitem").filter({ hasText: text }).first()).toBeVisible();
}

interface MailMessage {
  subject: string;
  text: string;
}

/** The newest e-mail to an address in the development mailbox, waiting for it to be queued. */
export async function latestMail(request: APIRequestContext, to: string): Promise<MailMessage> {
  let message: MailMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { messages: MailMessage[] };
      message = body.messages[0];
      return message !== undefined;
    })
    .toBe(true);
  return message!;
}

/**
 * Proves an account's address as the portal's notice does (server/auth/address-check.ts): the
 * code asked for, read from the development mailbox and typed back, all through the API, for
 * tests that are not about confirming (closing-portal.spec.ts shows the notice itself).
 */
export async function confirmEmailWithApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const signedIn = await request.post("/auth/v1/token?grant_type=password", { data: { email, password } });
  if (!signedIn.ok()) throw new Error(`sign-in of ${email} failed: ${signedIn.status()} ${await signedIn.text()}`);
  const headers = { Authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}` };
  const sent = await request.post("/api/v1/me/email-confirmation", { headers });
  if (sent.status() !== 202) throw new Error(`asking for ${email}'s code failed: ${sent.status()} ${await sent.text()}`);
  const code = /code: (\d{6})/.exec((await latestMail(request, email)).text)?.[1];
  const verified = await request.post("/api/v1/me/email-confirmation/verify", { headers, data: { code } });
  if (!verified.ok()) throw new Error(`confirming ${email} failed: ${verified.status()} ${await verified.text()}`);
}

/** The verify link and the 6-digit code of a password-reset e-mail. */
export function recoveryLinkAndCode(mail: MailMessage): { link: string; code: string } {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!link || !code) throw new Error(`No link or code in: ${mail.text}`);
  return { link, code };
}

const TOTP_STEP_SECONDS = 30;
const lastStepUsed = new Map<string, number>();

/**
 * A code for a TOTP secret that the server will take now. It refuses a step it has already
 * accepted (replay protection) but takes the next step's code too (clock drift, one step of
 * tolerance), so a second code uses the next step rather than waiting for it; only a third within
 * one step waits for the step to turn.
 */
export async function totpCode(page: Page, secret: string): Promise<string> {
  const step = () => Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
  const last = lastStepUsed.get(secret);
  let use = step();
  if (last !== undefined && use <= last) {
    use = last + 1;
    if (use > step() + 1) {
      const msUntilAccepted = (use - 1) * TOTP_STEP_SECONDS * 1000 - Date.now() + 250;
      await page.waitForTimeout(msUntilAccepted);
    }
  }
  lastStepUsed.set(secret, use);
  return generate({ secret, epoch: use * TOTP_STEP_SECONDS + 1 });
}

export { expectNoAxeViolations, expectNoAxeViolationsOnPhone } from "./axe.ts";
