import { existsSync } from "node:fs";

/** The Debian Chromium the browser tests drive (no `npx playwright install` on this machine). */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROMIUM_AVAILABLE = existsSync(CHROME_PATH);

export const MISSING_BROWSER_MESSAGE = `no Chromium at ${CHROME_PATH} — install it with: apt-get install -y chromium (or set CHROME_PATH)`;
