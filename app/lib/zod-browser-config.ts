import { config } from "zod/v4/core";

/**
 * zod probes `new Function("")` once to see whether it may compile fast object parsers. Our
 * Content-Security-Policy forbids eval, so the probe is blocked and Chrome lists a CSP violation
 * in DevTools' Issues panel (Lighthouse best practices: "issues logged") on every page with a
 * form or calculator. The forms are small: parse without compiling, and never probe. Imported
 * first by every browser module that builds zod schemas when it loads (the calculators, the
 * sign-up form) and by app/lib/forms/lazy-schema.ts, so it runs before them; pages without zod
 * do not download it.
 */
config({ jitless: true });
