/**
 * The characters our Inter subset carries (scripts/subset-font.mjs). Anything else on a page
 * still shows, in the fallback system font; the test beside this file keeps our own copy inside
 * the set so that does not happen by accident.
 */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");

/** Latin-1 letters for names and places (Dubuque's é in café, Muñoz), and the signs we print. */
const LATIN_1 = "\u00a0¡£§©«®°±²³·»¿×÷ÀÁÂÄÇÈÉÊËÍÎÏÑÓÔÖÚÜàáâäçèéêëíîïñóôöùúûüÿ";

/** Dashes, curly quotes, ellipsis, bullets, arrows and the like. */
const PUNCTUATION = "‐‑‒–—‘’‚“”„†‡•…‰′″‹›€™←→↑↓−≈≤≥";

export const FONT_GLYPHS = ASCII + LATIN_1 + PUNCTUATION;

/** Characters we print on purpose in another font: the rating star (a symbol font draws it). */
export const FALLBACK_GLYPHS = "★☆";

/** Weights we use (regular, medium, semibold, bold); the subset keeps the axis between them. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;
