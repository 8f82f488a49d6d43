import { SITE } from "#core/site/settings.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("the footer has its four columns, both offers, contact links and this year's copyright", async ({ visit }) => {
  const page = await visit("/");
  const footer = page.getByRole("contentinfo");

  for (const column of ["Company", "Services", "Support", "Special Offers"]) {
    await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
  }
  await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(8);

  await expect(footer.getByRole("heading", { name: "Cash Only Calculator" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /cash closing/i }).first()).toHaveAttribute(
    "href",
    "/cash-only-calculator",
  );
  await expect(footer.getByRole("heading", { name: /\$100 gift card/i })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Claim your \$100 gift card/ })).toHaveAttribute("href", "/gift-card");

  // The phone appears in the contact block and in the wire-fraud notice; every one must dial us.
  const phoneLinks = footer.getByRole("link", { name: SITE.phone });
  await expect(phoneLinks.first()).toBeVisible();
  for (const link of await phoneLinks.all()) await expect(link).toHaveAttribute("href", SITE.phoneHref);
  await expect(footer).toContainText("Protect your money from wire fraud");
  await expect(footer.getByRole("link", { name: SITE.email })).toHaveAttribute("href", `mailto:${SITE.email}`);

  const year = new Date().getFullYear();
  await expect(footer).toContainText(`© ${year} ${SITE.brand}`);
});

test("the copyright year is the visitor's current year even when the page was pre-rendered earlier", async ({
  page,
}) => {
  const future = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(`${future}-01-02T10:00:00`));
  await gotoHydrated(page, "/team");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${future} ${SITE.brand}`);
});
