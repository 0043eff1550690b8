import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": here("./src/web"),
      "@shared": here("./src/shared"),
      "@content": here("./content"),
    },
  },
  build: {
    // Assets under 4 KB are inlined; everything else gets a hashed file name
    // and a year-long cache header from the server.
    assetsInlineLimit: 4096,
  },
});
