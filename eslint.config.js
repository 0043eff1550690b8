import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

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
  {
    // No module of the server or of the islands may reach itself again through
    // its imports: a cycle makes what loads first depend on who imports whom.
    files: ["src/server/**/*.ts", "src/web/islands/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx"], alias: { "~": [here("src/web")], "@shared": [here("src/shared")], "@content": [here("content")] } }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Topics speak their own language (src/server/domain-error.ts); only the
    // entry points (data API, functions, pages, auth routes) map it to HTTP.
    files: [
      "src/server/{leads,chat,blog,clinics,staff,newsletter,mail,telephony,samples}/**/*.ts",
      // auth's accounts, passwords, sessions and tokens; its routes, error handler, the caller's
      // identity from a request's headers and the sign-in throttle's 429 are its HTTP entry point.
      "src/server/auth/{passwords,rate-limit,sessions,tokens,users,schema}*.ts",
    ],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/http/*"], message: "Topics throw DomainError (src/server/domain-error.ts); the entry points map it to HTTP." }] }],
    },
  },
);
