import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts the built server on a fresh SQLite database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

/** Specs that also run at 1366 px: layout, the first paint, accessibility and the pieces placed by width. */
const WIDE_SPECS = ["layout", "polish", "a11y", "first-paint", "home", "chat-widget", "admin-dashboard", "whatsapp-console"].map((n) => `${n}.spec.ts`);

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  // Two spec files at a time (the tests inside a file run in order): most of a browser test is
  // waiting on the network, timers and animations, so two share two cores well (decision 0041).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The offline reader's worker would answer requests that tests intercept; only offline.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Every spec runs at a phone's 390 px: farmers and the field staff meet the site there.
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false } },
    // Only the specs whose assertions depend on a wide screen run again at 1366 px; the rest test
    // behaviour that is the same at every width, and running them twice doubled CI's time for nothing.
    { name: "desktop", testMatch: WIDE_SPECS, use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: "npx tsx src/server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A busy machine compiles the server slowly; waiting longer costs nothing when it is quick.
    timeout: 180_000,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  },
});
