import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine,
    // while most database test files spend their time waiting on PostgreSQL, argon2 or a child
    // process. Two halve the PostgreSQL run and cut the PGlite one by a fifth.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts"],
          environment: "node",
          // Pure functions without mocks: one module cache per worker (22 s → 4 s).
          isolate: false,
        },
      },
      {
        test: {
          name: "db",
          include: ["db/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.db.test.ts"],
          // Test files share a worker's module cache instead of importing the server afresh each
          // (285 s → 168 s on PGlite on the 2-core CI machine). Each file still opens its own
          // database, and a worker runs its files one after another. No test file mocks a module.
          // The module state they share, and why that is harmless:
          // - server/http/rate-limit.ts's sweep clock: a file may skip a sweep of ended windows
          //   because another file's database was swept within the minute; no count reads an
          //   ended window, and whether a sweep falls in a test is a matter of timing anyway.
          // - server/auth/passwords.ts's decoy hash: one fixed hash of a fixed text.
          // - server/pdf/brand-pdf.ts's site origin: every createApp sets it from its PUBLIC_URL,
          //   so a PDF names the address of the app made last; no test reads it from a PDF.
          // - caches in WeakMaps keyed by one app's Services or Config (server/auth/sessions.ts,
          //   server/api/forms/public-form.ts, server/auth/webauthn/relying-party.ts): another
          //   file's app never finds them.
          // - counters in test helpers that make unique e-mails, words, client addresses and file
          //   numbers: shared, they only go on counting, so values stay unique.
          // - tests/support/server-command.ts's bundle of the server, made once per worker.
          // - zod schemas with their OpenAPI metadata, built at import and never changed.
          isolate: false,
          globalSetup: ["tests/support/global-db.ts"],
          environment: "node",
          // Rate-limit tests start by waiting for room in a fixed window (roomInWindow in
          // server/auth/tests/helpers.ts): up to 90 s near an hour's or a day's end, on top of the
          // test itself. A shorter limit fails them whenever CI runs across the hour.
          testTimeout: 150_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Fault injection (kill -9, a database stopped under a running server, SMTP down): each
        // test starts its own servers and databases, so it runs once, not once per database.
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Load and scale-out (tests/scale/): a minute of load at 100 connections, two servers on one
        // database. scripts/test.mjs runs them on their own after the build (the load serves the
        // pre-rendered pages), never beside other test files, which would share the two cores. One
        // file at a time for the same reason.
        test: {
          name: "scale",
          include: ["tests/scale/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 420_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
