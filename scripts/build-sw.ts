// Writes the offline reader (build/client/sw.js) from src/web/offline/service-worker.js:
// a version from the built files (so each release gets fresh caches and drops
// the old), the shell to keep on install, and the copy and phone numbers it shows.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultLocale } from "../content/i18n.ts";
import { offline } from "../content/offline.ts";
import { site } from "../content/site.ts";
import { SITE_ICONS } from "../src/web/lib/site-icons.ts";

const client = process.argv[2] ?? `${process.env.BUILD_DIR || "build"}/client`;
const assets = readdirSync(path.join(client, "assets"))
  .filter((f) => !/\.(br|gz)$/.test(f))
  .sort();
const version = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);
// The stylesheets, the icon sprite, the heroes' drawings (drawn by reference, src/web/components/ui/hero-art.ts)
// and the favicon: small, and every saved page needs them.
const shell = [SITE_ICONS.favicon.path, "/images/hero-fields.svg", "/images/hero-page.svg", ...assets.filter((f) => f.endsWith(".css") || /^icons-.*\.svg$/.test(f)).map((f) => `/assets/${f}`)];
const config = { version, shell, defaultLocale, text: offline, phones: site.phones };
const source = readFileSync(new URL("../src/web/offline/service-worker.js", import.meta.url), "utf8");
writeFileSync(path.join(client, "sw.js"), `const CONFIG = ${JSON.stringify(config)};\n${source}`);
console.log(`service worker ${version}: ${shell.length} shell files`);
