// Builds the islands script public pages load instead of hydrating (decision
// 0030): src/web/islands/main.ts and what it imports, into build/client/assets
// beside the React Router build, plus build/islands.json naming the entry for
// the server. The chat panel (with React) is a chunk of its own, fetched only
// when a visitor opens the chat.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const here = (p: string) => path.join(root, p);
// resolve, not join: BUILD_DIR may be absolute (a build folder outside the clone).
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");

const result = await build({
  configFile: false,
  root,
  mode: "production",
  logLevel: "warn",
  publicDir: false,
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
      input: { islands: here("src/web/islands/main.ts") },
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
});

const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const entry = outputs.flatMap((o) => o.output).find((c) => c.type === "chunk" && c.isEntry);
if (!entry) throw new Error("the islands build wrote no entry");
writeFileSync(path.join(buildDir, "islands.json"), JSON.stringify({ script: `/${entry.fileName}` }) + "\n");
const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === "chunk");
for (const c of chunks) console.log(`islands: ${c.fileName} ${(c.type === "chunk" ? c.code.length : 0)} bytes`);
