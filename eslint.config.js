// Lint rules for the whole tree. Type-aware rules are left out on purpose: they would double the
// time of `npm test` for little the TypeScript compiler (strict) does not already catch.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "bench/bare-app/build/",
      "data/",
      ".e2e/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The site refuses or strips control characters in visitor input on purpose, so patterns
      // that name them are meant.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser code in the bench and scripts runs inside Playwright's page.evaluate.
    files: ["tests/**/*.ts", "bench/**/*.mjs", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Unit tests share their worker's modules (isolate: false in vitest.config.ts): a module or
    // global replaced in one file would still be replaced in the next.
    files: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message: "Unit tests share modules between files (isolate: false): pass the dependency in instead.",
        })),
      ],
    },
  },
  {
    // Playwright's fixtures: `async ({}, testInfo) =>` is its idiom, and `use` is its callback,
    // not React's hook.
    files: ["tests/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  prettier,
);
