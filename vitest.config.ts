import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // The browser code's import aliases (as in vite.config.ts), for its unit tests.
  resolve: { alias: { "~": here("./src/web"), "@shared": here("./src/shared"), "@content": here("./content") } },
  test: {
    include: ["src/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts", "tests/proxy/**/*.test.ts", "tests/assistant/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Server tests open real databases and ports; a couple of workers suit 2 cores.
    maxWorkers: 2,
    globalSetup: ["tests/server/global-setup.ts"],
  },
});
