/**
 * For build scripts that run outside Vite (tsx): what vite.config.ts does for the bundle, setting
 * the build-time site address that core/site/settings.ts reads. Import it before anything that
 * imports core/site/settings.ts, so it runs first.
 */
globalThis.__SITE_ORIGIN__ = process.env.SITE_ORIGIN || process.env.PUBLIC_URL || undefined;
