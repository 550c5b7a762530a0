import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server build; in Node tests every module is server-side.
      "server-only": path.resolve(import.meta.dirname, "test/support/server-only.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/postgres-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Tests that check log lines capture them through their own destination; the rest stay quiet.
    env: { LOG_LEVEL: "silent" },
  },
});
