import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What a language folder may import at run time: its own files and the fact
 * modules, which import no pack. The server loads every pack while the
 * records built from them (content/packs.ts) wait; a pack that imported such
 * a record would wait for itself and the server would never start. Types may
 * come from anywhere (`import type` leaves nothing at run time).
 */
const FACT_MODULES = ["../site.ts", "../routes.ts", "../indian-states.ts"];

const root = path.dirname(new URL(import.meta.url).pathname);
const folders = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^[a-z]{2,3}$/.test(d.name))
  .map((d) => d.name);

/** The module specifiers a file imports at run time (`import type` and `export type` left out). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gm)) {
    const [, , typeOnly, clause, spec] = m;
    if (typeOnly) continue;
    // `import { type A, type B } from` keeps nothing either, but a plain name among them is a run-time import.
    const names = clause!.replace(/^\{|\}$/g, "").split(",").map((n) => n.trim()).filter(Boolean);
    if (clause!.startsWith("{") && names.length > 0 && names.every((n) => n.startsWith("type "))) continue;
    found.push(spec!);
  }
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]!);
  return found;
}

describe("the import check itself", () => {
  it("tells run-time imports from type imports", () => {
    expect(runtimeImports('import type { A } from "../a.ts";\nimport { type B } from "../b.ts";\nimport { c } from "../c.ts";\nimport { type D, e } from "../d.ts";\nexport { f } from "./f.ts";\nimport "../g.ts";')).toEqual(["../c.ts", "../d.ts", "./f.ts", "../g.ts"]);
  });
});

describe.each(folders)("content/%s/", (folder) => {
  const files = readdirSync(path.join(root, folder)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  it.each(files)("%s imports at run time only its own folder and the fact modules", (file) => {
    const wrong = runtimeImports(readFileSync(path.join(root, folder, file), "utf8")).filter((spec) => !spec.startsWith("./") && !FACT_MODULES.includes(spec));
    expect(wrong, `content/${folder}/${file}: import these with \`import type\`, or take the value from this folder (docs/languages.md)`).toEqual([]);
  });
});
