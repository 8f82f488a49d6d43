import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (docs/decisions/009-signed-in-routes-and-layouts.md): core/ is pure logic and
 * imports nothing from app/, server/ or db/; server/ never imports app/; app/ never imports
 * server/ or db/; a feature under app/features/<x>/ never imports another feature, and app/lib and
 * app/components, which every feature shares, import none. Another layer, and anything two or
 * more folders up, is reached through its alias (#core/…, #server/…: package.json "imports";
 * docs/decisions/028-import-aliases-and-layers.md), so each rule matches that alias or a relative
 * specifier that climbs into the layer.
 */
const outOf = (...layers) => `^(#|(\\.\\./)+)(${layers.join("|")})/`;
/** Relative imports stay within a folder and its parent; farther is an alias, which names the layer. */
const CLIMB = {
  regex: "^(\\.\\./){2,}",
  message: 'Import from two or more folders up through its alias: #app/…, #core/…, #server/…, #db/…, #tests/… (package.json "imports").',
};
const restrict = (...patterns) => ["error", { patterns: [CLIMB, ...patterns] }];
const APP_PATTERNS = [
  { regex: outOf("server", "db"), message: "app/ runs in the browser: reach the server through the data API (app/lib/api), never import server/ or db/." },
  {
    regex: "^react$",
    importNames: ["lazy"],
    message: "React.lazy keeps a failed load for good and throws it at every render: load on first use with retryingImport (app/lib/lazy-import.ts, ADR 029).",
  },
];
const SHARED_APP_PATTERNS = [
  ...APP_PATTERNS,
  { regex: "(^|/)features/", message: "app/lib and app/components are shared by every feature: they never import one (app/features)." },
];
const CORE_PATTERNS = [
  { regex: outOf("app", "server", "db"), message: "core/ is pure logic shared by server and app: it imports nothing from app/, server/ or db/." },
];
const SERVER_PATTERNS = [{ regex: outOf("app"), message: "server/ never imports app/: move what both need to core/." }];

/** One block per folder under app/features: from there, "../" × depth reaches app/features. */
function featureBlocks() {
  const root = new URL("./app/features/", import.meta.url);
  const dirs = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${d.parentPath.slice(root.pathname.length)}/${d.name}`.replace(/^\/+/, ""));
  return dirs.map((dir) => {
    const [feature] = dir.split("/");
    const depth = dir.split("/").length;
    return {
      files: [`app/features/${dir}/*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": restrict(...APP_PATTERNS, {
          regex: `^(\\.\\./){${depth}}(?!${feature}/|\\.\\./)[^/]+/|/features/(?!${feature}/)`,
          message: `Features never import each other (app/features/${feature}): move what both need to app/lib or app/components.`,
        }),
      },
    };
  });
}

/**
 * SQL lives in `*.queries.ts` (docs/architecture.md §3). Outside those files, server/ imports no
 * value of drizzle-orm (`sql`, `eq`, `and`…: what statements and SQL fragments are built with) and
 * no value of db/schema (the tables); importing their types is fine. Without a table or `sql` no
 * statement can be written, so this keeps every statement in a queries file. What may stay
 * outside: scoping a unit of work with `db.transaction(async (tx) => …)` (or a savepoint,
 * `tx.transaction(…)`) and passing `db` or `tx` on to the functions of queries files. Tests and
 * their helpers (`*.test.ts`, `tests/` folders) read and write tables directly.
 */
const SQL_MESSAGE =
  "SQL lives in *.queries.ts: move the statement or fragment into the queries file beside this one (named for what it does) and call it with db or tx. Types may be imported (import type).";
const SQL_PATTERNS = [
  { group: ["drizzle-orm", "drizzle-orm/*"], allowTypeImports: true, message: SQL_MESSAGE },
  { regex: "^(#|(\\.\\./)+)db/schema/", allowTypeImports: true, message: SQL_MESSAGE },
];

const PROCESS_ENV = { object: "process", property: "env", message: "Read configuration through server/env.ts." };
/** vitest.config.ts lets test files share a worker's modules (isolate: false): these would leak into the next file. */
const SHARED_MODULE_HAZARDS = ["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
  object: "vi",
  property,
  message: "Test files share modules (vitest.config.ts): use a real dependency or pass it in.",
}));

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": ["error", PROCESS_ENV],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  { files: ["app/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(...APP_PATTERNS) } },
  ...featureBlocks(),
  { files: ["app/lib/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(...SHARED_APP_PATTERNS) } },
  { files: ["core/**/*.ts"], rules: { "no-restricted-imports": restrict(...CORE_PATTERNS) } },
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": restrict(...SERVER_PATTERNS) } },
  { files: ["db/**/*.ts", "tests/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"], rules: { "no-restricted-imports": restrict() } },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.queries.ts", "server/**/*.test.ts", "server/**/tests/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: SQL_PATTERNS }] },
  },
  {
    // Tooling and tests run outside the server and read their own environment.
    files: ["server/env.ts", "scripts/**", "tests/**", "bench/**", "*.config.ts", "*.config.js", ".ci/**"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": ["error", ...SHARED_MODULE_HAZARDS],
    },
  },
  {
    files: ["server/**/*.test.ts", "db/**/*.test.ts", "core/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": ["error", PROCESS_ENV, ...SHARED_MODULE_HAZARDS],
    },
  },
);
