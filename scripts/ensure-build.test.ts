import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "../tests/proxy/cluster.ts";

/**
 * The build the browser tests and a start serve must be a production build,
 * even when it was made from inside Vitest (the proxy test asks for one, and
 * Vitest sets NODE_ENV=test): React's development bundle is twice the size,
 * runs every effect twice, and once made the admin dashboard ask for its
 * figures twice.
 */
describe("the site build", () => {
  it("ships React's production bundle, not its development one", () => {
    ensureBuild();
    const assets = path.join(process.env.BUILD_DIR || "build", "client", "assets");
    // A sentence only React DOM's development bundle prints.
    const devOnly = "Download the React DevTools";
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((f) => readFileSync(path.join(assets, f), "utf8").includes(devOnly))).toEqual([]);
  }, 300_000);
});
