/**
 * `npx tsx scripts/build-og-image.ts`: draws the 1200×630 link-preview card (Open Graph / Twitter)
 * from an SVG with sharp and writes public/images/og/heartland-closing-og.png. The PNG is committed;
 * run this again after a rebrand. (PNG rather than WebP: link-preview crawlers do not all read WebP.)
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { OG_IMAGE } from "#core/site/seo.ts";
import { SITE } from "#core/site/settings.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function ogSvg(): string {
  const { width, height } = OG_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1729"/><stop offset="1" stop-color="#1c345a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="M0 590c200-45 400-45 600 0s400 45 600 0" fill="none" stroke="#e3ac3b" stroke-width="6"/>
  <g transform="translate(88 96) scale(3.2)">
    <rect width="40" height="40" rx="9" fill="#132541" stroke="#e3ac3b" stroke-opacity="0.35"/>
    <path d="M9 20.5 20 11l11 9.5" fill="none" stroke="#e3ac3b" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M13 19v9h14v-9" fill="none" stroke="#faf6ee" stroke-width="2.6" stroke-linejoin="round"/>
    <path d="M18 28v-4.5h4V28" fill="none" stroke="#faf6ee" stroke-width="2.2" stroke-linejoin="round"/>
    <path d="M6 32.5c5-2.6 9.5-2.6 14 0s9 2.6 14 0" fill="none" stroke="#e3ac3b" stroke-width="2.2" stroke-linecap="round"/>
  </g>
  <text x="244" y="178" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="50" font-weight="700" fill="#faf6ee">${esc(SITE.brand)}</text>
  <text x="88" y="330" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="76" font-weight="700" fill="#ffffff">Close With Confidence</text>
  <text x="88" y="400" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="36" fill="#e3ac3b">Iowa title &amp; closing services</text>
  <text x="88" y="462" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="28" fill="#d5deeb">Cash · Loan · 1031 · FSBO closings · Remote online notary · Iowa Title Guaranty</text>
  <text x="88" y="520" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#faf6ee">${esc(SITE.phone)}</text>
</svg>`;
}

export async function buildOgImage(out = join("public", OG_IMAGE.path)): Promise<string> {
  mkdirSync(dirname(out), { recursive: true });
  await sharp(Buffer.from(ogSvg())).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildOgImage();
  const meta = await sharp(out).metadata();
  console.log(`wrote ${out} (${meta.width}×${meta.height})`);
}
