// Writes .br and .gz next to every compressible built asset so the server sends
// precompressed files without spending CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const root = process.argv[2] ?? `${process.env.BUILD_DIR || "build"}/client`;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && statSync(file).size > 512) {
      const data = readFileSync(file);
      writeFileSync(file + ".br", brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(file + ".gz", gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`precompressed ${count} files in ${root}`);
