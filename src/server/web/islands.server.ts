import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Written by scripts/build-islands.ts into the build directory. */
export const ISLANDS_FILE = "islands.json";

/**
 * The address of the islands script public pages load instead of hydrating
 * (decision 0022), or undefined when the build has none: those pages then
 * still work whole, as they do without JavaScript.
 */
export function loadIslandScript(buildDir: string): string | undefined {
  const file = path.join(buildDir, ISLANDS_FILE);
  if (!existsSync(file)) return undefined;
  const { script } = JSON.parse(readFileSync(file, "utf8")) as { script?: unknown };
  return typeof script === "string" && script.startsWith("/assets/") ? script : undefined;
}
