import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".p*tmp/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    // The browser app reaches the server only over HTTP or through the page
    // context's services; a run-time import would ship server code (and its
    // secrets' handling) into pages. Types may be shared.
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/*.server", "**/*.server.ts"], allowTypeImports: true, message: "src/web may import only types from src/server; use the page context's services or the API." },
          ],
        },
      ],
    },
  },
);
