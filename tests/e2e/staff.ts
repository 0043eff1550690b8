import { execFileSync } from "node:child_process";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";

/** A confirmed staff account in the test server's database (created or reset). */
export function ensureStaff(email: string, password: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  execFileSync("npx", ["tsx", "scripts/admin-create.ts", "--email", email, "--password", password], {
    env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dataDir, "site.db")}`, LOG_LEVEL: "silent" },
    stdio: "pipe",
  });
}

/** Signs in through the data API as a staff member and returns a reader of a table. */
export async function staffApi(request: APIRequestContext, email: string, password: string) {
  const { anonKey } = (await (await request.get("/config.json")).json()) as { anonKey: string };
  const res = await request.post("/auth/v1/token?grant_type=password", { headers: { apikey: anonKey }, data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return {
    async get<T = Record<string, unknown>>(pathAndQuery: string): Promise<T[]> {
      const r = await request.get(`/rest/v1/${pathAndQuery}`, { headers: { apikey: anonKey, Authorization: `Bearer ${access_token}` } });
      if (!r.ok()) throw new Error(`GET ${pathAndQuery}: ${r.status()} ${await r.text()}`);
      return (await r.json()) as T[];
    },
  };
}

/** Signs in on the admin login page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}
