/**
 * Generates the home page's testimonial portraits (illustrations, not photos) as small WebP
 * files under public/images/home/. Run once after changing a design: `node scripts/home-images.mjs`.
 */
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const OUT = new URL("../public/images/home/", import.meta.url);
const SIZE = 160;

/** Brand tokens (app/app.css). */
const C = {
  navy950: "#0b1729", navy800: "#1c3152", navy700: "#284066", navy200: "#c9d5e6",
  gold300: "#ecc567", gold400: "#e3ac3b", gold600: "#b87a1a",
  cream100: "#faf6ee", cream200: "#f2ebdc",
};

/** A calm flat-style bust: background, shoulders, neck, face, hair and a few details. */
function portrait({ bg, skin, skinShade, hair, shirt, collar, hairFront, hairBack, extras = "" }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 160 160">
  <rect width="160" height="160" fill="${bg}"/>
  <circle cx="128" cy="34" r="18" fill="${C.gold300}" opacity="0.55"/>
  <path d="M0 128c28-10 52-12 80-6s54 8 80-2v40H0Z" fill="${C.cream200}" opacity="0.35"/>
  ${hairBack.replaceAll("HAIR", hair)}
  <path d="M30 160c2-26 20-40 50-40s48 14 50 40Z" fill="${shirt}"/>
  <path d="M66 120l14 16 14-16" fill="${collar}"/>
  <rect x="71" y="98" width="18" height="24" rx="8" fill="${skinShade}"/>
  <ellipse cx="80" cy="74" rx="24" ry="29" fill="${skin}"/>
  <ellipse cx="56" cy="78" rx="4" ry="7" fill="${skinShade}"/>
  <ellipse cx="104" cy="78" rx="4" ry="7" fill="${skinShade}"/>
  <circle cx="71" cy="76" r="2.6" fill="${C.navy950}"/>
  <circle cx="89" cy="76" r="2.6" fill="${C.navy950}"/>
  <path d="M72 90c5 4 11 4 16 0" fill="none" stroke="${C.navy800}" stroke-width="2.4" stroke-linecap="round"/>
  ${hairFront.replaceAll("HAIR", hair)}
  ${extras}
</svg>`;
}

const PORTRAITS = {
  "testimonial-megan-kowalski": portrait({
    bg: C.navy200,
    skin: "#f1c7a5",
    skinShade: "#dcaa86",
    hair: "#8a5a2b",
    shirt: C.navy700,
    collar: C.cream100,
    // Shoulder-length hair behind the face, a side-swept fringe in front.
    hairBack: `<path d="M50 70c0-26 14-40 30-40s30 14 30 40v44c-8 6-16 6-22 2H72c-6 4-14 4-22-2Z" fill="HAIR"/>`,
    hairFront: `<path d="M55 66c4-20 18-30 34-27 12 2 20 12 17 26-10-10-24-14-38-10-5 2-9 6-13 11Z" fill="HAIR"/>`,
    extras: `<circle cx="56" cy="88" r="2.4" fill="${C.gold400}"/><circle cx="104" cy="88" r="2.4" fill="${C.gold400}"/>`,
  }),
  "testimonial-daniel-ortiz": portrait({
    bg: C.gold300,
    skin: "#c99470",
    skinShade: "#b27d5a",
    hair: "#2b2118",
    shirt: C.navy800,
    collar: C.cream100,
    hairBack: "",
    // Short hair and a trimmed beard.
    hairFront: `<path d="M56 68c-2-22 10-34 25-34 16 0 27 12 24 34-4-10-12-15-24-15-12 0-21 5-25 15Z" fill="HAIR"/>
  <path d="M57 80c2 18 10 28 23 28s21-10 23-28c-3 8-7 11-10 11H67c-3 0-7-3-10-11Z" fill="HAIR" opacity="0.9"/>
  <path d="M72 92c5 3 11 3 16 0" fill="none" stroke="${"#f3e2d3"}" stroke-width="2.4" stroke-linecap="round"/>`,
    extras: `<path d="M80 124l-5 30h10Z" fill="${C.gold600}"/>`,
  }),
};

mkdirSync(OUT, { recursive: true });
for (const [name, svg] of Object.entries(PORTRAITS)) {
  const file = new URL(`${name}.webp`, OUT);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toFile(file.pathname);
  console.log(`${name}.webp ${info.width}x${info.height} ${info.size} bytes`);
}
