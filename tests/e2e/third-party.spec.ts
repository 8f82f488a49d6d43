import { expect, gotoHydrated, test } from "./fixtures.ts";

test("with no chat widget configured, every request the page makes is same-origin", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) foreign.push(r.url());
  });
  const config = page.waitForResponse((r) => r.url().endsWith("/api/v1/public-config"));
  await gotoHydrated(page, "/");
  expect(await (await config).json()).toMatchObject({ chat_widget_src: null });
  await page.waitForLoadState("networkidle");
  await gotoHydrated(page, "/gift-card");
  await page.waitForLoadState("networkidle");

  expect(foreign).toEqual([]);
  await expect(page.locator("script[data-chat-widget-loader]")).toHaveCount(0);
});

test("a configured chat widget is loaded and pinned bottom-right, and re-pinned after it moves", async ({
  page,
  baseURL,
}) => {
  // A stand-in widget: it renders too big in the wrong corner, then moves itself again at 1.5 s.
  await page.route("**/api/v1/public-config", (route) =>
    route.fulfill({ json: { chat_widget_src: `${baseURL}/e2e-chat-widget.js`, booking_url: null } }),
  );
  await page.route("**/e2e-chat-widget.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `
        const box = document.createElement("div");
        box.id = "chat-widget-container";
        box.style.cssText = "position:absolute;left:0;top:0;width:900px;height:900px;background:#eee";
        document.body.appendChild(box);
        setTimeout(() => { box.style.setProperty("left", "0px", "important"); box.style.setProperty("top", "0px", "important"); box.style.setProperty("position", "absolute", "important"); }, 1500);
      `,
    }),
  );
  const viewport = page.viewportSize()!;
  await gotoHydrated(page, "/");
  const widget = page.locator("#chat-widget-container");
  await expect(widget).toBeAttached();

  const placement = () =>
    widget.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        position: getComputedStyle(el).position,
        right: Math.round(window.innerWidth - r.right),
        bottom: Math.round(window.innerHeight - r.bottom),
        width: Math.round(r.width),
        height: Math.round(r.height),
      };
    });
  const pinned = { position: "fixed", right: 20, bottom: 20, width: 400, height: 600 };
  await expect.poll(placement).toEqual(pinned);
  expect(viewport.height).toBeGreaterThan(640);

  // After the widget moved itself at 1.5 s, the 3 s re-application puts it back.
  await page.waitForTimeout(1700);
  await expect.poll(placement, { timeout: 4000 }).toEqual(pinned);
});
