import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Playwright specs live in tests/e2e and must not be collected here.
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "eslint-rules/**/*.test.js",
    ],
    environment: "node",
    // Integration tests create real databases; give PostgreSQL room on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
