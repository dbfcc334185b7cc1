import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import local from "./eslint-rules/index.js";

// Server code: what runs only in the server process (issue #25 fences c and d).
const SERVER_CODE = ["app/.server/**", "**/*.server.{ts,tsx}", "server/**"];
// Tests and their helpers may use the console, timers and the columns' names.
const TESTS = ["**/*.test.{ts,tsx,js}", "**/testing/**", "tests/**"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Browser code must never reach server-only modules (database, secrets).
    files: ["app/browser/**", "app/components/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/.server/**", "*.server", "**/*.server"], message: "server-only" },
          ],
        },
      ],
    },
  },
  {
    // The fences that keep the layers (issue #25; the project's own rules in eslint-rules/).
    plugins: { local },
  },
  {
    // Features never import one another, tests included: what they share moves down; a test of
    // several features lives in server/.
    files: ["app/features/**"],
    rules: { "local/no-cross-feature-import": "error" },
  },
  {
    // Imports point down: app/.server, app/lib, app/components, app/browser and app/i18n never
    // import app/features, app/routes or server/; features never import app/routes or server/.
    files: [
      "app/.server/**",
      "app/lib/**",
      "app/components/**",
      "app/browser/**",
      "app/i18n/**",
      "app/features/**",
    ],
    rules: { "local/no-upward-import": "error" },
  },
  {
    // Server code logs through the logger, and runs periodic work as jobs of the one scheduler.
    files: SERVER_CODE,
    ignores: TESTS,
    rules: { "local/no-console-in-server": "error", "local/no-timer-loop": "error" },
  },
  {
    files: ["app/.server/jobs/scheduler.ts"],
    rules: { "local/no-timer-loop": "off" },
  },
  {
    // Per-language names (titleFr, title_ar…) only where the columns are mapped.
    files: ["**/*.{ts,tsx}"],
    ignores: [
      "app/.server/db/schema.ts",
      "app/.server/db/repositories/row-mapping.ts",
      "app/.server/db/migrations/**",
      ...TESTS,
    ],
    rules: { "local/no-per-language-name": "error" },
  },
  prettier,
);
