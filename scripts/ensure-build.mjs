// Builds the site when there is no build yet or a source file is newer than it,
// so `npm start` and `npm test` work on a fresh clone with one command.
import { existsSync, statSync, readdirSync } from "node:fs";
import { execSync } from "node:child_process";
import path from "node:path";

const marker = `${process.env.BUILD_DIR || "build"}/server/index.js`;
const sources = ["src/web", "src/shared", "content", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (!built || sources.some((s) => newest(s) > built)) {
  console.log(built ? "Sources changed; rebuilding the site..." : "No build yet; building the site...");
  // Always a production build, whoever asks: the proxy test asks from inside Vitest, which
  // sets NODE_ENV=test, and a build made under it ships React's development bundle.
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
