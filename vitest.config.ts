import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Server tests open real databases and ports; a couple of workers suit 2 cores.
    maxWorkers: 2,
    globalSetup: ["tests/server/global-setup.ts"],
  },
});
