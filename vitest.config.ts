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
        },
      },
      {
        test: {
          name: "db",
          include: ["db/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.db.test.ts"],
          globalSetup: ["tests/support/global-db.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
    ],
  },
});
