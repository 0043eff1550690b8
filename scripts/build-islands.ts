// Builds the islands script public pages load instead of hydrating (decision
// 0030): src/web/islands/main.ts and what it imports, into build/client/assets
// beside the React Router build, plus build/islands.json naming the entry for
// the server. The chat panel (with React) is a chunk of its own, fetched only
// when a visitor opens the chat. Beside them, one copy module per part of a
// page and language (src/web/lib/browser-copy.ts, decision 0036), at an
// address made of the part, the language and this build's version.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";
import { locales } from "../content/i18n.ts";
import { packs } from "../content/packs.ts";
import { BROWSER_COPY, type BrowserCopyName } from "../src/web/lib/browser-copy.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const here = (p: string) => path.join(root, p);
// resolve, not join: BUILD_DIR may be absolute (a build folder outside the clone).
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");

/** Every file under a folder, for the build's version. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(full) : statSync(full).isFile() ? [full] : [];
  });
}

/**
 * The copy modules' version: a hash of everything this build reads (the copy,
 * the code, the locked packages). The same sources give the same addresses;
 * any change gives new ones, so a browser never mixes builds.
 */
const copyVersion = (() => {
  const h = createHash("sha256");
  for (const f of [...filesUnder(here("content")), ...filesUnder(here("src")), here("package-lock.json")].sort()) h.update(f.slice(root.length)).update(readFileSync(f));
  return h.digest("base64url").replace(/[-_]/g, "").slice(0, 10);
})();

/**
 * Where each area of a language's pack comes from: the export of a file in
 * its folder that is the very value the pack holds (content/<code>/index.ts
 * gathers them), so a copy module imports just those files.
 */
async function areaSources(code: string): Promise<Map<unknown, { file: string; name: string }>> {
  const folder = here(`content/${code}`);
  const found = new Map<unknown, { file: string; name: string }>();
  for (const f of readdirSync(folder).filter((n) => n.endsWith(".ts") && n !== "index.ts" && !n.endsWith(".test.ts"))) {
    const mod = (await import(pathToFileURL(path.join(folder, f)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (value && typeof value === "object" && !found.has(value)) found.set(value, { file: path.join(folder, f), name });
  }
  return found;
}

/** The source of one part's copy module in one language. */
async function copyModule(part: BrowserCopyName, code: (typeof locales)[number]): Promise<string> {
  const sources = await areaSources(code);
  const lines: string[] = [];
  const fields: string[] = [];
  for (const [i, area] of BROWSER_COPY[part].entries()) {
    const from = sources.get(packs[code][area]);
    if (!from) throw new Error(`content/${code}/index.ts: its ${area} must be an export of a file in content/${code}/ (the browser's ${part} copy imports it from there)`);
    lines.push(`import { ${from.name} as a${i} } from ${JSON.stringify(from.file)};`);
    fields.push(`${area}: a${i}`);
  }
  return `${lines.join("\n")}\nexport default { ${fields.join(", ")} };\n`;
}

const copyEntries = new Map<string, string>();
for (const part of Object.keys(BROWSER_COPY) as BrowserCopyName[]) for (const code of locales) copyEntries.set(`copy-${part}-${code}`, await copyModule(part, code));

/** The copy modules as entries of this build, from memory. */
const copyPlugin: Plugin = {
  name: "browser-copy",
  resolveId: (id) => (id.startsWith("virtual:copy/") ? `\0${id}` : undefined),
  load: (id) => (id.startsWith("\0virtual:copy/") ? copyEntries.get(id.slice("\0virtual:copy/".length)) : undefined),
};

const result = await build({
  configFile: false,
  root,
  mode: "production",
  logLevel: "warn",
  publicDir: false,
  plugins: [copyPlugin],
  define: { __COPY_VERSION__: JSON.stringify(copyVersion) },
  resolve: {
    alias: { "~": here("src/web"), "@shared": here("src/shared"), "@content": here("content") },
  },
  build: {
    outDir: path.join(buildDir, "client"),
    emptyOutDir: false,
    copyPublicDir: false,
    // Every browser that runs module scripts knows modulepreload well enough.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A copy module is an entry whose one export is its copy: keep entries' exports (an app build drops them).
      preserveEntrySignatures: "exports-only",
      input: { islands: here("src/web/islands/main.ts"), ...Object.fromEntries([...copyEntries.keys()].map((name) => [name, `virtual:copy/${name}`])) },
      // Copy modules are asked for by an address the islands make from the page's language (lib/browser-copy.ts).
      output: { entryFileNames: (c) => (copyEntries.has(c.name) ? `assets/${c.name}-${copyVersion}.js` : "assets/[name]-[hash].js"), chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
});

const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const entry = outputs.flatMap((o) => o.output).find((c) => c.type === "chunk" && c.isEntry && c.name === "islands");
if (!entry) throw new Error("the islands build wrote no entry");
writeFileSync(path.join(buildDir, "islands.json"), JSON.stringify({ script: `/${entry.fileName}` }) + "\n");
const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === "chunk");
for (const c of chunks) console.log(`islands: ${c.fileName} ${(c.type === "chunk" ? c.code.length : 0)} bytes`);
