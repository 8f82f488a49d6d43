/** Replaced at build time by vite.config.ts: the year the pages were pre-rendered in. */
declare const __BUILD_YEAR__: number;
